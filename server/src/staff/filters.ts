/**
 * What the staff lists (audit log, case queues) share to filter their rows: a `where` clause
 * built one condition at a time with numbered parameters, and days as staff in Botswana mean
 * them (UTC+2 all year, no daylight saving): a day typed there starts at their midnight, not at
 * UTC's, and `to` includes its whole day.
 */
const BOTSWANA_OFFSET = '+02:00'
const DAY_MS = 24 * 60 * 60_000

/** The first instant of a Botswana day (YYYY-MM-DD), as ISO text. */
export const startOfDay = (day: string) =>
  new Date(`${day}T00:00:00${BOTSWANA_OFFSET}`).toISOString()

/** The first instant after a Botswana day. */
export const endOfDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00${BOTSWANA_OFFSET}`) + DAY_MS).toISOString()

/** `like` text matching `text` literally anywhere. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

export interface Where {
  /** Adds `sql(p)`, where `p` is the parameter placeholder of `value`. */
  add(sql: (placeholder: string) => string, value: unknown): void
  /** `where a and b`, or nothing when there is no condition. */
  readonly clause: string
  readonly params: unknown[]
}

export function where(): Where {
  const params: unknown[] = []
  const conditions: string[] = []
  return {
    add(sql, value) {
      params.push(value)
      conditions.push(sql(`$${params.length}`))
    },
    get clause() {
      return conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''
    },
    params,
  }
}
