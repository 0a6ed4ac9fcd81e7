/**
 * The choices and limits of a join application (`members/join`): what the form's pages offer
 * and the schema (member-fields.ts) accepts. Apart from the schema, without valibot, so the
 * join's pages draw their options without loading the checks.
 */
export const PAYROLL_GROUPS = ['BTU Member', 'MPI Employee'] as const
export type PayrollGroup = (typeof PAYROLL_GROUPS)[number]
export const IDENTITY_TYPES = ['national-id', 'passport'] as const
export const ADDRESS_TYPES = ['residential', 'postal'] as const
export const DEPENDENT_TYPES = ['spouse', 'child', 'parent', 'parent-in-law', 'extended'] as const
export const EMPLOYMENT_STATUSES = [
  'employed',
  'self-employed',
  'unemployed',
  'student',
  'retired',
] as const
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const

export const BANK_ACCOUNTS_MAX = 3
export const DEPENDENTS_MAX = 20
export const NUMBER_OF_DEPENDENTS_MAX = 30
