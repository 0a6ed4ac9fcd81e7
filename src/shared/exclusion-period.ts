/**
 * How long an exclusion lasts (docs/design.md section 4a; docs/decisions.md, "Exclusion
 * periods"): the periods a self or third-party application may ask for, as ISO 8601 durations,
 * and the dates they give. Shared, so the gateway's dates and the page's words agree.
 *
 * An exclusion starts on the day a manager approves it (Botswana's date) and ends on the day
 * before the same date N months later: approved on 3 March 2027 for a year, it ends on 2 March
 * 2028. Where that later date does not exist (31 August + 6 months: there is no 31 February),
 * it ends on the last day of that month, so an exclusion never lasts less than its period.
 * An extension is a further period from the day after the current end, by the same rule.
 */
import { EXCLUSION_PERIODS, type ExclusionPeriod } from './contracts/exclusion-outline'
import { parseIsoDate, toIsoDate } from './insurance/age'

export { EXCLUSION_PERIODS, type ExclusionPeriod }

export const PERIOD_MONTHS: Readonly<Record<ExclusionPeriod, number>> = {
  P6M: 6,
  P1Y: 12,
  P2Y: 24,
  P5Y: 60,
}

export const isExclusionPeriod = (value: unknown): value is ExclusionPeriod =>
  typeof value === 'string' && (EXCLUSION_PERIODS as readonly string[]).includes(value)

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The last day of an exclusion of `period` that starts on `start` ('YYYY-MM-DD'). */
export function periodEnd(start: string, period: ExclusionPeriod): string {
  const from = parseIsoDate(start)
  if (!from) throw new RangeError(`Not a date: ${start}`)
  const months = from.year * 12 + (from.month - 1) + PERIOD_MONTHS[period]
  const year = Math.floor(months / 12)
  const month = (months % 12) + 1
  const last = daysInMonth(year, month)
  if (from.day > last) return toIsoDate({ year, month, day: last })
  const end = new Date(Date.UTC(year, month - 1, from.day - 1))
  return end.toISOString().slice(0, 10)
}

/** The day after `date` ('YYYY-MM-DD'). */
export const dayAfter = (date: string): string => addDays(date, 1)

/** The day `days` after `date` ('YYYY-MM-DD'; `days` may be negative). */
export function addDays(date: string, days: number): string {
  const day = parseIsoDate(date)
  if (!day) throw new RangeError(`Not a date: ${date}`)
  return new Date(Date.UTC(day.year, day.month - 1, day.day + days)).toISOString().slice(0, 10)
}

/**
 * Cancelling an exclusion (docs/decisions.md, "Cancelling an exclusion"): it can be asked once
 * the exclusion has lasted its shortest period, 6 months by the rule above (started on 31
 * August, from 1 March), and an approved cancellation takes effect CANCEL_NOTICE_DAYS after
 * the day of its approval, until when the person can withdraw it.
 */
export const cancellableFrom = (startsOn: string) => dayAfter(periodEnd(startsOn, 'P6M'))
export const CANCEL_NOTICE_DAYS = 7

/** The new last day of an exclusion that ends on `end`, extended by `period`. */
export const extendedEnd = (end: string, period: ExclusionPeriod) =>
  periodEnd(dayAfter(end), period)

/**
 * A day in words, "3 March 2027", in the locale's Intl tag (src/shared/dates.ts intlLocale).
 * The day is read as the calendar date it is, whatever the device's time zone.
 */
export function longDate(date: string, intlTag: string): string {
  const day = parseIsoDate(date)
  if (!day) return date
  return new Intl.DateTimeFormat(intlTag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
}
