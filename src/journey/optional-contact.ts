/**
 * The contact page of a report the person may make without their name (a report of a fake,
 * of a scam call): a name and a phone number or an email address, or nothing. The contract's
 * rule is `optionalContact` (src/shared/contracts/fields.ts). Both, the page and the
 * `derive` that goes with it, are given with a form's later pages (types.ts, WorkedOut): not
 * a first page's download.
 */
import { msg } from '@lingui/core/macro'
import type { Answers, Step } from './types'

export const optionalContactStep: Step = {
  id: 'contact',
  title: msg`How we can contact you`,
  intro: msg`Only if you want to: give your name and a phone number or an email address, so that staff can ask you more. Leave these empty to report without your name.`,
  fields: [
    {
      path: 'contact.fullName',
      control: 'text',
      label: msg`Your full name`,
      autoComplete: 'name',
      messages: { 'name.required': msg`Enter your full name` },
    },
    {
      path: 'contact.contactPhone',
      control: 'text',
      type: 'tel',
      label: msg`Phone number`,
      hint: msg`For example +267 71 234 567`,
      autoComplete: 'tel',
      width: 'medium',
    },
    {
      path: 'contact.email',
      control: 'text',
      type: 'email',
      label: msg`Email address`,
      autoComplete: 'email',
      spellCheck: false,
    },
  ],
}

/** The `derive` of a form with that page: left empty, it sends no contact, rather than an empty one refused. */
export const withoutEmptyContact = ({ contact, ...data }: Answers): Answers =>
  typeof contact === 'object' && contact !== null && Object.keys(contact).length > 0
    ? { ...data, contact }
    : data
