/**
 * The pages the four exclusion applications share: a person's details (the applicant, and the
 * player in a third-party application) over three pages, the gambling places, the reason, the
 * exclusion reference number, the documents and the declaration. Each journey (journeys.ts)
 * picks and orders them.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DISTRICT_LABELS, GENDER_LABELS, optionsOf, YES_NO } from '../../i18n/options'
import { AGE_RANGES, DISTRICTS, GENDERS } from '../../shared/contracts/choices'
import {
  EXCLUSION_PERIODS,
  RELATIONSHIPS,
  SUPPORT_PERSONS_MAX,
} from '../../shared/contracts/exclusion-outline'
import type { Field, Step } from '../../journey/types'
import { AGE_RANGE_LABELS, PERIOD_HINTS, PERIOD_LABELS, RELATIONSHIP_LABELS } from './labels'

type Role = 'applicant' | 'player'

// The contract's limits (src/shared/contracts/exclusion.ts), shown on the page; a test holds
// them equal (tests/unit/form-limits.test.ts).
const ADDRESS_MAX = 250
const TEXT_MAX = 1000

const words = {
  applicant: {
    details: msg`Your details`,
    contact: msg`How we can contact you`,
    address: msg`Where you live`,
    name: msg`Your full name`,
    nameMissing: msg`Enter your full name`,
  },
  player: {
    details: msg`The person you want excluded`,
    contact: msg`How to contact the person you want excluded`,
    address: msg`Where the person you want excluded lives`,
    name: msg`Their full name`,
    nameMissing: msg`Enter the full name of the person you want excluded`,
  },
} satisfies Record<Role, Record<string, MessageDescriptor>>

const text = (path: string, label: MessageDescriptor, extra: Partial<Field> = {}): Field =>
  ({ path, control: 'text', label, ...extra }) as Field

export function personSteps(role: Role): Step[] {
  const w = words[role]
  const at = (name: string) => `${role}.${name}`
  return [
    {
      id: role === 'applicant' ? 'your-details' : 'player-details',
      title: w.details,
      intro:
        role === 'player'
          ? msg`Staff use these details to recognise the person at gambling places. You can leave out any question marked (optional) if you do not know the answer.`
          : undefined,
      fields: [
        text(at('fullName'), w.name, {
          autoComplete: role === 'applicant' ? 'name' : 'off',
          messages: { 'name.required': w.nameMissing },
        }),
        text(at('idNumber'), msg`National ID (Omang) or passport number`, {
          width: 'medium',
          spellCheck: false,
        }),
        {
          path: at('gender'),
          control: 'radios',
          label: msg`Gender`,
          options: optionsOf(GENDERS, GENDER_LABELS),
        },
        {
          path: at('ageRange'),
          control: 'radios',
          label: msg`Age`,
          options: optionsOf(AGE_RANGES, AGE_RANGE_LABELS),
        },
      ],
    },
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

export const relationshipStep: Step = {
  id: 'relationship',
  title: msg`How you know the person`,
  fields: [
    {
      path: 'relationship',
      control: 'radios',
      label: msg`What is your relationship to them?`,
      options: optionsOf(RELATIONSHIPS, RELATIONSHIP_LABELS),
    },
    text('otherRelationship', msg`Your relationship to them`, {
      hint: msg`For example neighbour, employer or friend`,
    }),
  ],
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
 * How long the exclusion lasts (src/shared/exclusion-period.ts): it starts on the day it is
 * approved; it can be made longer later, never shorter (docs/decisions.md, "Exclusion periods").
 */
export const periodStep: Step = {
  id: 'period',
  title: msg`How long the exclusion lasts`,
  intro: msg`The exclusion starts on the day it is approved. You can make it longer later, but you cannot make it shorter.`,
  fields: [
    {
      path: 'period',
      control: 'radios',
      label: msg`How long should the exclusion last?`,
      options: EXCLUSION_PERIODS.map((value) => ({
        value,
        label: PERIOD_LABELS[value],
        hint: PERIOD_HINTS[value],
      })),
    },
  ],
}

/**
 * The people a self-exclusion names to support the person (src/shared/contracts/exclusion.ts;
 * docs/decisions.md, "Support persons"): the page says what they are told and that they are
 * told nothing else, as the notices to them say no more.
 */
export const supportPersonsStep: Step = {
  id: 'support-persons',
  title: msg`People to support you`,
  intro: msg`You can name up to 5 people you trust, such as family or friends. We tell them when your exclusion is approved, shortly before it ends, and if you ask to cancel it. We tell them nothing else: they never see your application, your reasons or your documents. You can continue without naming anyone.`,
  fields: [
    {
      path: 'supportPersons',
      control: 'group',
      label: msg`Support persons`,
      itemLabel: (n) => msg`Support person ${n}`,
      addLabel: msg`Add a support person`,
      max: SUPPORT_PERSONS_MAX,
      fields: [
        text('fullName', msg`Their full name`, {
          autoComplete: 'off',
          messages: { 'name.required': msg`Enter the support person’s full name` },
        }),
        text('relationship', msg`Who they are to you`, {
          hint: msg`For example sister, friend or pastor`,
          width: 'medium',
        }),
        text('phone', msg`Their phone number`, {
          type: 'tel',
          autoComplete: 'off',
          hint: msg`Give a phone number, an email address or both`,
          width: 'medium',
        }),
        text('email', msg`Their email address`, {
          type: 'email',
          autoComplete: 'off',
          spellCheck: false,
        }),
      ],
    },
  ],
}

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
