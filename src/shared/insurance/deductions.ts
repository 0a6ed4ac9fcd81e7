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

/**
 * Where a schedule comes from (docs/api.md, `staff/deductions/preview`): the government's payroll
 * (BTU members, teachers paid by the state), the MPI payroll (its employees), and the bank's
 * debit-order file. A member pays by one of them, as their join says (`sourceOfJoin`).
 */
export const SCHEDULE_SOURCES = ['government-payroll', 'mpi-payroll', 'debit-order'] as const
export type ScheduleSource = (typeof SCHEDULE_SOURCES)[number]

/**
 * Months in a row without the full premium after which the cover has lapsed: two, as the terms
 * shown before joining say (src/features/insurance/components/CoverTerms.tsx).
 */
export const LAPSE_AFTER_MONTHS = 2
/** Months in a row without the full premium when the member is warned: the one before. */
export const WARN_AFTER_MONTHS = LAPSE_AFTER_MONTHS - 1

type Loose = Record<string, unknown>

/** The schedule a member's premium comes in: a debit order, or their employer's payroll. */
export function sourceOfJoin(data: Loose): ScheduleSource {
  const user = (typeof data.user === 'object' && data.user !== null ? data.user : {}) as Loose
  if (user.deductionSource === 'debit-order') return 'debit-order'
  return user.payrollGroup === 'MPI Employee' ? 'mpi-payroll' : 'government-payroll'
}

/** 'YYYY-MM' moved by whole months. */
export function addMonth(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

export interface StandingInput {
  /** The membership's start of cover, 'YYYY-MM-DD'. */
  coverFrom: string
  /** Botswana's day, 'YYYY-MM-DD'. */
  today: string
  /** The membership's monthly amount, pula. */
  due: number
  /** What the imported schedules recorded for the member, by month, pula. */
  received: ReadonlyMap<string, number>
  /** The months whose schedule of the member's source has been imported. */
  imported: ReadonlySet<string>
}

/**
 * The standing rule (docs/decisions.md, "Deductions and lapse"): each month of cover is paid
 * (at least the premium), short (less), missing (the month's schedule came without the member)
 * or awaited (not imported yet: neither held against the member nor counted as paid). The
 * months behind are those in a row without the full premium, back from the newest month that
 * is not awaited; awaited months between them are passed over. One behind: at risk (the member
 * is warned by email that the next one decides); two: lapsed, as the terms shown before joining
 * say. A full premium afterwards puts the cover back in force.
 */
export function standingOf(input: StandingInput): DeductionStanding {
  const first = input.coverFrom.slice(0, 7)
  const last = input.today.slice(0, 7)
  const months: DeductionMonth[] = []
  for (let month = last; month >= first; month = addMonth(month, -1)) {
    const amount = input.received.get(month)
    const received = amount === undefined ? null : Math.round(amount * 100) / 100
    const state: DeductionMonth['state'] =
      received !== null && received >= input.due
        ? 'paid'
        : received !== null && received > 0
          ? 'short'
          : received !== null || input.imported.has(month)
            ? 'missing'
            : 'awaited'
    months.push({ month, due: input.due, received, state })
  }
  let monthsBehind = 0
  for (const month of months) {
    if (month.state === 'awaited') continue
    if (month.state === 'paid') break
    monthsBehind++
  }
  const standing =
    monthsBehind >= LAPSE_AFTER_MONTHS
      ? 'lapsed'
      : monthsBehind >= WARN_AFTER_MONTHS
        ? 'at-risk'
        : 'in-force'
  return { months, monthsBehind, standing }
}
