/**
 * The join's pages about the people covered and the cover: the spouse (asked first whether
 * there is one), the other dependents (add, change, remove), the package and add-ons with the
 * live quote, how the premium is paid, and the declaration.
 */
import { msg } from '@lingui/core/macro'
import { DateParts } from '../../../components/form/DateParts'
import { lazy } from 'react'
import { GENDER_LABELS, optionsOf, YES_NO } from '../../../i18n/options'
import { GENDERS } from '../../../shared/contracts/choices'
import {
  DEPENDENT_TYPES,
  DEPENDENTS_MAX,
  EMPLOYMENT_STATUSES,
  MARITAL_STATUSES,
} from '../../../shared/insurance/member-choices'
import { DEDUCTION_SOURCES } from '../../../shared/insurance/types'
import type { Answers, Field, Step } from '../../../journey/types'
import { text } from './first-step'
import {
  DEDUCTION_SOURCE_LABELS,
  DEPENDENT_TYPE_LABELS,
  EMPLOYMENT_STATUS_LABELS,
  MARITAL_STATUS_LABELS,
} from './options'
import { afterDependentRemoved } from './people'

/** A person's fields (a `dependent`), relative to `base`; the spouse has no `type`. */
function personFields(base: string, withType: boolean): Field[] {
  const at = (name: string) => (base ? `${base}.${name}` : name)
  return [
    text(at('firstName'), msg`First name`, {
      messages: { 'name.required': msg`Enter their first name` },
    }),
    text(at('middleName'), msg`Middle name`),
    text(at('surname'), msg`Surname`, { messages: { 'name.required': msg`Enter their surname` } }),
    text(at('identityNumber'), msg`National ID (Omang) or passport number`, { width: 'medium' }),
    { path: at('dateOfBirth'), control: 'date', label: msg`Date of birth`, boxes: DateParts },
    {
      path: at('gender'),
      control: 'radios',
      label: msg`Gender`,
      options: optionsOf(GENDERS, GENDER_LABELS),
    },
    ...(withType
      ? [
          {
            path: at('type'),
            control: 'select',
            label: msg`Who is this person to you?`,
            options: optionsOf(DEPENDENT_TYPES, DEPENDENT_TYPE_LABELS),
          } satisfies Field,
        ]
      : []),
    text(at('relationship'), msg`Relationship`, { hint: msg`For example daughter or mother` }),
    text(at('contactNumber'), msg`Phone number`, { type: 'tel' }),
    {
      path: at('employmentStatus'),
      control: 'select',
      label: msg`Employment status`,
      options: optionsOf(EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_LABELS),
    },
    {
      path: at('maritalStatus'),
      control: 'select',
      label: msg`Marital status`,
      options: optionsOf(MARITAL_STATUSES, MARITAL_STATUS_LABELS),
    },
    {
      path: at('nextOfKin'),
      control: 'radios',
      label: msg`Is this person your next of kin?`,
      options: YES_NO,
    },
  ]
}

// The cover's controls load on the page that shows them, with the catalogue and the pricing
// they draw on; what reads them back loads with the checks (worked-out.ts).
const PackageControl = lazy(() =>
  import('./PackageControl').then((module) => ({ default: module.PackageControl })),
)
const AddOnsControl = lazy(() =>
  import('./AddOnsControl').then((module) => ({ default: module.AddOnsControl })),
)
const DeductionAmount = lazy(() =>
  import('./DeductionAmount').then((module) => ({ default: module.DeductionAmount })),
)

const married = (answers: Answers) => answers.hasSpouse === true

export const coverSteps: Step[] = [
  {
    id: 'spouse',
    title: msg`Your spouse`,
    fields: [
      {
        path: 'hasSpouse',
        control: 'radios',
        label: msg`Do you want to name a spouse in this application?`,
        options: YES_NO,
      },
      ...personFields('spouse', false).map((field) => ({ ...field, when: married })),
    ],
  },
  {
    id: 'dependents',
    title: msg`Your dependents`,
    intro: msg`Children, parents and other family you want to name. You choose who is covered on the next page.`,
    fields: [
      {
        path: 'dependents',
        control: 'group',
        label: msg`Dependents`,
        itemLabel: (n) => msg`Dependent ${n}`,
        addLabel: msg`Add a dependent`,
        max: DEPENDENTS_MAX,
        fields: personFields('', true),
        afterRemove: afterDependentRemoved,
      },
    ],
  },
  {
    id: 'cover',
    title: msg`Your cover`,
    fields: [
      {
        path: 'packageId',
        control: 'custom',
        label: msg`Package`,
        component: PackageControl,
      },
      {
        path: 'addOns',
        control: 'custom',
        label: msg`Add-ons for the people you named`,
        component: AddOnsControl,
      },
    ],
  },
  {
    id: 'payment',
    title: msg`How you pay`,
    fields: [
      {
        path: 'user.deductionSource',
        control: 'radios',
        label: msg`How do you want to pay the premium?`,
        options: optionsOf(DEDUCTION_SOURCES, DEDUCTION_SOURCE_LABELS),
      },
      {
        path: 'deductionAmount',
        control: 'custom',
        label: msg`Amount deducted each month`,
        component: DeductionAmount,
      },
    ],
  },
  {
    id: 'declaration',
    title: msg`Declaration`,
    fields: [
      {
        path: 'confirmed',
        control: 'checkbox',
        label: msg`I confirm that the information I have given is correct and complete`,
        hint: msg`Cover can be refused or stopped if information was left out or is not true.`,
      },
    ],
  },
]
