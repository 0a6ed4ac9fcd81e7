/**
 * Ages for pricing: whole years on the quote date, the quote date being today in Botswana
 * (Africa/Gaborone), whatever the zone of the device or the server. A quote made at 00:30 in
 * Gaborone (22:30 UTC the day before) already counts the new day, so the page and the gateway
 * agree on a birthday.
 *
 * Dates are ISO calendar dates ('YYYY-MM-DD') compared as numbers, never through Date
 * objects, so no time zone can shift them. Someone born on 29 February turns a year older
 * on 1 March in a common year (the day after 28 February), the reading most insurers use.
 */
export const BOTSWANA_TIME_ZONE = 'Africa/Gaborone'

/** The earliest year of birth accepted: older than any age band (the last ends at 85). */
export const BIRTH_YEAR_MIN = 1900

export interface CalendarDate {
  year: number
  month: number
  day: number
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

function daysIn(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!
}

/** True when the three numbers make a real date of the Gregorian calendar. */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month)
  )
}

/** The number written by the ASCII digits of text[from, to), or -1 if one is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48
    if (digit < 0 || digit > 9) return -1
    value = value * 10 + digit
  }
  return value
}

const HYPHEN = 45

/**
 * 'YYYY-MM-DD' to its parts; undefined when it is not that shape or not a real date. Read
 * character by character rather than by a regular expression: the gateway reads every date of
 * a quote several times (its schema, then its age), and this was a tenth of `premium/quote`.
 */
export function parseIsoDate(text: string): CalendarDate | undefined {
  if (text.length !== 10 || text.charCodeAt(4) !== HYPHEN || text.charCodeAt(7) !== HYPHEN) {
    return undefined
  }
  const date = {
    year: digitsAt(text, 0, 4),
    month: digitsAt(text, 5, 7),
    day: digitsAt(text, 8, 10),
  }
  return isRealDate(date) ? date : undefined
}

const pad = (value: number, width: number) => String(value).padStart(width, '0')

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

/**
 * Botswana keeps Central Africa Time, UTC+2, all year: no daylight saving since 1944 (the time
 * zone database's Africa/Gaborone). Today there is then the UTC date two hours on, worked out
 * without Intl: a DateTimeFormat for a time zone loads that zone's rules first, and on a slow
 * phone that was the quote page's longest piece of script (about 75 ms, CPU slowed 4 times).
 * A test checks the offset against Intl's Africa/Gaborone over years of instants, so a change
 * of Botswana's time would show there.
 */
export const BOTSWANA_UTC_OFFSET_MS = 2 * 60 * 60_000

// The gateway asks on every quote: the answer is kept for the minute it was asked in (a day
// in Botswana always starts on a whole minute of UTC).
let memo: { minute: number; today: string } | undefined

/** Today's date in Botswana, as 'YYYY-MM-DD'. */
export function todayInBotswana(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000)
  if (memo?.minute === minute) return memo.today
  const there = new Date(now.getTime() + BOTSWANA_UTC_OFFSET_MS)
  const today = toIsoDate({
    year: there.getUTCFullYear(),
    month: there.getUTCMonth() + 1,
    day: there.getUTCDate(),
  })
  memo = { minute, today }
  return today
}

// The quote date of the last age asked: every age of a quote is on the same day.
let lastOn: { text: string; date: CalendarDate } | undefined

/**
 * Whole years from `birth` to `on` (both 'YYYY-MM-DD' and real dates); negative when `birth`
 * is after `on`.
 */
export function ageOn(birth: string, on: string): number {
  const b = parseIsoDate(birth)
  const d = on === lastOn?.text ? lastOn.date : parseIsoDate(on)
  if (d) lastOn = { text: on, date: d }
  if (!b || !d) throw new RangeError(`Not a date: ${birth} or ${on}`)
  const years = d.year - b.year
  const hadBirthday = d.month > b.month || (d.month === b.month && d.day >= b.day)
  return hadBirthday ? years : years - 1
}
