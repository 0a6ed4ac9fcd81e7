/** The words of the join's choices (values from src/shared/insurance/member-fields.ts). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  ADDRESS_TYPES,
  DEPENDENT_TYPES,
  EMPLOYMENT_STATUSES,
  IDENTITY_TYPES,
  MARITAL_STATUSES,
  PAYROLL_GROUPS,
} from '../../../shared/insurance/member-choices'
import type { DEDUCTION_SOURCES } from '../../../shared/insurance/types'

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>

export const PAYROLL_GROUP_LABELS: Labels<typeof PAYROLL_GROUPS> = {
  'BTU Member': msg`BTU member`,
  'MPI Employee': msg`MPI employee`,
}

/**
 * The payroll number by group (docs/design.md section 4a: "BTU Membership #" or "MPI Employee #"):
 * its label and the message when it is missing, in one place, so that the error names the
 * number the field asks for.
 */
export const PAYROLL_NUMBER: Record<
  (typeof PAYROLL_GROUPS)[number],
  { label: MessageDescriptor; required: MessageDescriptor }
> = {
  'BTU Member': {
    label: msg`BTU Membership #`,
    required: msg`Enter your BTU membership number`,
  },
  'MPI Employee': {
    label: msg`MPI Employee #`,
    required: msg`Enter your MPI employee number`,
  },
}

export const IDENTITY_TYPE_LABELS: Labels<typeof IDENTITY_TYPES> = {
  'national-id': msg`National ID (Omang)`,
  passport: msg`Passport`,
}

export const ADDRESS_TYPE_LABELS: Labels<typeof ADDRESS_TYPES> = {
  residential: msg`Residential address`,
  postal: msg`Postal address`,
}

export const DEPENDENT_TYPE_LABELS: Labels<typeof DEPENDENT_TYPES> = {
  spouse: msg`Spouse`,
  child: msg`Child`,
  parent: msg`Parent`,
  'parent-in-law': msg`Parent-in-law`,
  extended: msg`Extended family`,
}

export const DEDUCTION_SOURCE_LABELS: Labels<typeof DEDUCTION_SOURCES> = {
  payroll: msg`Payroll deduction`,
  'debit-order': msg`Debit order from my bank account`,
}

export const EMPLOYMENT_STATUS_LABELS: Labels<typeof EMPLOYMENT_STATUSES> = {
  employed: msg`Employed`,
  'self-employed': msg`Self-employed`,
  unemployed: msg`Unemployed`,
  student: msg`Student`,
  retired: msg`Retired`,
}

export const MARITAL_STATUS_LABELS: Labels<typeof MARITAL_STATUSES> = {
  single: msg`Single`,
  married: msg`Married`,
  divorced: msg`Divorced`,
  widowed: msg`Widowed`,
}
