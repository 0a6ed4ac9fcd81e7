/**
 * The quote page's form as data: its answers, the ids of its fields and when a date counts as
 * typed. What prices it (quote-form.ts, with the shared pricing, its checks and their messages)
 * loads with the first use of the form, so the page paints without it.
 */
import type { DeductionSource } from '../../shared/insurance/types'

export interface DateParts {
  day: string
  month: string
  year: string
}

export interface PersonInput {
  /** Stable across removals: ids and React keys. */
  key: number
  /** The add-on's name ('' until chosen). */
  addOn: string
  birth: DateParts
}

export interface QuoteForm {
  packageId: string
  member: DateParts
  deduction: DeductionSource | ''
  people: PersonInput[]
}

export const EMPTY_DATE: DateParts = { day: '', month: '', year: '' }

export const fieldIds = {
  package: 'quote-package',
  member: 'quote-member',
  deduction: 'quote-deduction',
  addOn: (key: number) => `quote-person-${key}-addon`,
  birth: (key: number) => `quote-person-${key}-birth`,
}

/** A date is "complete" once all three parts are typed, the year in full. */
export const isComplete = (date: DateParts) =>
  date.day.trim() !== '' && date.month.trim() !== '' && date.year.trim().length >= 4
