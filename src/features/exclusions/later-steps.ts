/**
 * The pages the exclusion applications share after the first (steps.ts): a person's contact
 * details and address, the gambling places, the reason, the exclusion reference number, the
 * documents and the declaration. Loaded with a form's checks, not with its first page; each
 * application's *-later.ts picks and orders them.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DISTRICT_LABELS, optionsOf, YES_NO } from '../../i18n/options'
import type { Field, Step } from '../../journey/types'
import { DISTRICTS } from '../../shared/contracts/choices'
import { text, type Role } from './steps'

// The contract's limits (src/shared/contracts/exclusion.ts), shown on the page; a test holds
// them equal (tests/unit/form-limits.test.ts).
const ADDRESS_MAX = 250
const TEXT_MAX = 1000

const words = {
  applicant: {
    contact: msg`How we can contact you`,
    address: msg`Where you live`,
  },
  player: {
    contact: msg`How to contact the person you want excluded`,
    address: msg`Where the person you want excluded lives`,
  },
} satisfies Record<Role, Record<string, MessageDescriptor>>

/** A person's contact details and address, the pages after their details. */
export function contactSteps(role: Role): Step[] {
  const w = words[role]
  const at = (name: string) => `${role}.${name}`
  return [
    {
      id: role === 'applicant' ? 'your-contact' : 'player-contact',
      title: w.contact,
      fields: [
        text(at('contactPhone'), msg`Phone number`, {
          type: 'tel',
          autoComplete: role === 'applicant' ? 'tel' : 'off',
          hint: msg`For example +267 71 234 567`,
          width: 'medium',
        }),
        text(at('email'), msg`Email address`, {
          type: 'email',
          autoComplete: role === 'applicant' ? 'email' : 'off',
          spellCheck: false,
        }),
        text(at('fax'), msg`Fax number`, { type: 'tel', width: 'medium' }),
      ],
    },
    {
      id: role === 'applicant' ? 'your-address' : 'player-address',
      title: w.address,
      fields: [
        {
          path: at('district'),
          control: 'select',
          label: msg`District`,
          options: optionsOf(DISTRICTS, DISTRICT_LABELS),
        },
        text(at('location'), msg`Town or village`),
        {
          path: at('residentialAddress'),
          control: 'textarea',
          label: msg`Residential address`,
          hint: msg`Plot number, street and ward, for example Plot 1234, Extension 9`,
          maxLength: ADDRESS_MAX,
        },
        {
          path: at('postalAddress'),
          control: 'textarea',
          label: msg`Postal address`,
          hint: msg`For example P O Box 100, Gaborone`,
          maxLength: ADDRESS_MAX,
        },
      ],
    },
  ]
}

export const facilityStep = (hint: MessageDescriptor): Step => ({
  id: 'gambling-places',
  title: msg`Gambling places`,
  fields: [
    {
      path: 'gamblingFacility',
      control: 'textarea',
      label: msg`Which gambling places should this apply to?`,
      hint,
      maxLength: ADDRESS_MAX,
    },
  ],
})

/**
 * `missing`: what the error says when the description is required and not given (the
 * question's words, not "Enter a description"); the reason's rule says "Enter the reason for
 * your application", which fits every kind's question.
 */
export const reasonStep = (
  reason: MessageDescriptor,
  description: MessageDescriptor,
  missing?: MessageDescriptor,
): Step => ({
  id: 'reason',
  title: msg`Your reasons`,
  fields: [
    { path: 'reason', control: 'textarea', label: reason, maxLength: TEXT_MAX },
    {
      path: 'description',
      control: 'textarea',
      label: description,
      maxLength: TEXT_MAX,
      messages: missing && { 'description.required': missing },
    },
  ],
})

export const referenceStep = (asked: boolean): Step => ({
  id: 'reference-number',
  title: asked ? msg`Exclusion reference number` : msg`Earlier exclusions`,
  fields: [
    ...(asked
      ? []
      : [
          {
            path: 'hadReferenceNumber',
            control: 'radios',
            label: msg`Have you ever received an exclusion reference number?`,
            options: YES_NO,
          } satisfies Field,
        ]),
    text('exclusionReferenceNumber', msg`Exclusion reference number`, {
      hint: msg`6 to 12 letters and numbers, on the letter about the exclusion`,
      width: 'medium',
      spellCheck: false,
      messages: { 'code.required': msg`Enter the exclusion reference number` },
    }),
  ],
})

export const documentsStep = (fields: Field[]): Step => ({
  id: 'documents',
  title: msg`Documents`,
  intro: msg`Photos of documents are fine. Pictures are made smaller on this device and the location stored in them is removed before they are sent.`,
  fields,
})

export const declarationStep: Step = {
  id: 'declaration',
  title: msg`Declaration`,
  fields: [
    {
      path: 'confirmed',
      control: 'checkbox',
      label: msg`I confirm that the information I have given is correct`,
      hint: msg`Giving false information on purpose can lead to the application being refused.`,
    },
  ],
}

export const file = (path: string, label: MessageDescriptor, hint?: MessageDescriptor): Field => ({
  path,
  control: 'file',
  label,
  hint,
})

// What every application asks: the ID copy, the paper form and the gambling places.
export const idCopy = file(
  'idCopy',
  msg`A copy of your ID or passport`,
  msg`A photo or scan of the page with your photo: PDF, JPG, PNG or WebP, 10 MB at most`,
)
// Optional for every kind (the contract's files): this form is the application. The page adds
// "(optional)" from the contract; the words here only say when a person would have one.
export const applicationForm = file(
  'applicationForm',
  msg`The signed paper application form`,
  msg`Filling in this form is your application. Add the paper form only if you have already signed one.`,
)
export const facilities = facilityStep(
  msg`Name the casinos, betting shops or other places, or write “all gambling places in Botswana”`,
)
