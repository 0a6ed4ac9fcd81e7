/**
 * The join's first page: who the member is. Only this is loaded with the form's first page; the
 * pages after it (member-steps.ts, cover-steps.ts) load with its checks, at the first focus in
 * the form (worked-out.ts; docs/design.md section 7, the route budget). The ID or passport
 * number is asked here once (asked-once.ts).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DateParts } from '../../../components/form/DateParts'
import { GENDER_LABELS, optionsOf } from '../../../i18n/options'
import type { Field, Step, TextField } from '../../../journey/types'
import { GENDERS } from '../../../shared/contracts/choices'

export const text = (
  path: string,
  label: MessageDescriptor,
  extra: Partial<TextField> = {},
): Field => ({ path, control: 'text', label, ...extra })

export const yourDetails: Step = {
  id: 'your-details',
  title: msg`Your details`,
  fields: [
    text('user.firstname', msg`First name`, {
      autoComplete: 'given-name',
      messages: { 'name.required': msg`Enter your first name` },
    }),
    text('user.lastname', msg`Last name`, {
      autoComplete: 'family-name',
      messages: { 'name.required': msg`Enter your last name` },
    }),
    text('user.identificationNumber', msg`National ID (Omang) or passport number`, {
      width: 'medium',
      spellCheck: false,
    }),
    { path: 'user.dateOfBirth', control: 'date', label: msg`Date of birth`, boxes: DateParts },
    {
      path: 'user.gender',
      control: 'radios',
      label: msg`Gender`,
      options: optionsOf(GENDERS, GENDER_LABELS),
    },
    text('user.nationality', msg`Nationality`),
  ],
}
