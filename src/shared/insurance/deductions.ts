/**
 * A member's premiums as the union receives them: one entry per month of cover, from the
 * payroll deduction schedules (or debit-order files) the union's managers import each month
 * (server/src/insurance/deductions.ts). The one shape the member's page, the staff's member page
 * and the claims' checks read.
 */

/** A month of premium. */
export interface DeductionMonth {
  /** 'YYYY-MM'. */
  month: string
  /** The premium due that month (the membership's monthly amount), pula. */
  due: number
  /** What that month's imported schedules recorded for the member, pula; null when nothing. */
  received: number | null
  /**
   * `paid`: at least the premium; `short`: less than the premium; `missing`: the month's
   * schedule of the member's source was imported without them; `awaited`: no schedule of the
   * member's source has been imported for that month yet.
   */
  state: 'paid' | 'short' | 'missing' | 'awaited'
}

/** A membership's premiums, and what they mean for the cover. */
export interface DeductionStanding {
  /** Every month from the start of cover to the current one, newest first. */
  months: DeductionMonth[]
  /** Months in a row, back from the newest imported one, without the full premium. */
  monthsBehind: number
  /** `at-risk`: behind enough that the member is warned; `lapsed`: the cover has lapsed. */
  standing: 'in-force' | 'at-risk' | 'lapsed'
}
