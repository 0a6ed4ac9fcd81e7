/**
 * When a scam call or message came (`callerId/report`, docs/api.md): a day and a time of day
 * in Botswana, as the person read them on their phone, without a time zone. Both sides judge
 * them against the time in Botswana now (UTC+2 all year, insurance/age.ts), whatever the zone
 * of the device or the gateway, so a report made at 00:30 in Gaborone may say "today".
 *
 * Nothing here imports valibot: the browser test's sample and the contract both read it.
 */
import {
  BOTSWANA_UTC_OFFSET_MS,
  isRealDate,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
} from './insurance/age'

/**
 * How far ahead of the gateway's clock a phone's may run: a time typed as "now" on a phone a
 * few minutes fast is not refused when it reaches the gateway (docs/decisions.md).
 */
export const CLOCK_LEEWAY_MS = 10 * 60_000

export interface BotswanaTime {
  /** 'YYYY-MM-DD' */
  date: string
  /** 'HH:MM', 24-hour clock */
  time: string
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The day and the time of day in Botswana at `instant`. */
export function inBotswana(instant: Date | number): BotswanaTime {
  const there = new Date(new Date(instant).getTime() + BOTSWANA_UTC_OFFSET_MS)
  return {
    date: toIsoDate({
      year: there.getUTCFullYear(),
      month: there.getUTCMonth() + 1,
      day: there.getUTCDate(),
    }),
    time: `${pad(there.getUTCHours())}:${pad(there.getUTCMinutes())}`,
  }
}

/** The same day a year before (28 February for a 29th), as 'YYYY-MM-DD'. */
export function yearBefore(date: CalendarDate): string {
  const back = { ...date, year: date.year - 1 }
  return toIsoDate(isRealDate(back) ? back : { ...back, day: back.day - 1 })
}

/**
 * The earliest day and the latest moment a call may be reported for, at `now`: a year back
 * (docs/api.md), and now with the phone's leeway.
 */
export function callWindow(now: Date | number = Date.now()) {
  const today = inBotswana(now).date
  return {
    earliest: yearBefore(parseIsoDate(today)!),
    latest: inBotswana(new Date(now).getTime() + CLOCK_LEEWAY_MS),
  }
}

/**
 * A time of day as people write it, to 'HH:MM': "14:30", "9.05", "14h30", "1430", "2:30 pm",
 * "2pm", "12 a.m."; undefined when it is none (an hour past 23, or past 12 with am or pm).
 */
export function parseTime(text: string): string | undefined {
  const compact = text
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/([ap])\.?m\.?$/, '$1m')
  const match = /^(\d{1,2})(?:[:.h]?(\d{2}))?(am|pm)?$/.exec(compact)
  if (!match) return undefined
  const [, hours, minutes, half] = match
  // Without am or pm an hour alone ("14") is taken for no time: a number, not a time.
  if (minutes === undefined && half === undefined) return undefined
  let hour = Number(hours)
  const minute = Number(minutes ?? '0')
  if (minute > 59) return undefined
  if (half) {
    if (hour < 1 || hour > 12) return undefined
    hour = (hour % 12) + (half === 'pm' ? 12 : 0)
  } else if (hour > 23) return undefined
  return `${pad(hour)}:${pad(minute)}`
}
