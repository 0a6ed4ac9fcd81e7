/**
 * What "in force" means for an exclusion, in one place, for every reader: the facilities'
 * register check, the reminders, the status check and the staff queue (migration 022).
 *
 * An exclusion is in force on a day when it is approved, has dates, has started, has not
 * passed its last day, and no approved cancellation has taken effect. Its last day in force
 * is its end, or the day before a cancellation takes effect, whichever is first. Dates are
 * Botswana's (server/src/clock.ts); `today` is always a bound parameter, never now(), so a
 * moved test clock moves every reader at once. Here, below every resource of the gateway, so
 * that the public calls and the staff calls alike can read it (server/src/submissions/
 * exclusion-state.ts passes it on to the former).
 */

/** Days before its last day in force when an exclusion counts as ending soon (staff queue). */
export const ENDING_SOON_DAYS = 30

/** SQL: the last day in force of the submission row `alias` (a date, or null without dates). */
export const lastDayInForce = (alias = 'submissions') =>
  `least(${alias}.ends_on, ${alias}.cancelled_from - 1)`

/**
 * SQL condition: the row `alias` is an exclusion in force on `today` (a parameter such as `$2`,
 * a 'YYYY-MM-DD' date).
 */
export const inForceOn = (today: string, alias = 'submissions') =>
  `(${alias}.kind = 'exclusion' and ${alias}.status = 'APPROVED'
    and ${alias}.starts_on <= ${today}::date and ${lastDayInForce(alias)} >= ${today}::date)`

/** SQL condition: an approved exclusion with dates whose last day in force has passed. */
export const endedBy = (today: string, alias = 'submissions') =>
  `(${alias}.kind = 'exclusion' and ${alias}.status = 'APPROVED'
    and ${alias}.starts_on is not null and ${lastDayInForce(alias)} < ${today}::date)`

/** SQL condition: in force on `today` and its last day within ENDING_SOON_DAYS of it. */
export const endingSoonOn = (today: string, alias = 'submissions') =>
  `(${inForceOn(today, alias)}
    and ${lastDayInForce(alias)} < ${today}::date + ${ENDING_SOON_DAYS})`
