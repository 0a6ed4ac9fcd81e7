/**
 * When the notices about an exclusion are due that depend on what "in force" means
 * (exclusion-state.ts), for server/src/messages/notices.ts, which words and queues them:
 *
 * - sendDueNotices, the job of every gateway (jobs/index.ts, given it by server.ts) and of
 *   `test/clock` once it moved the date (app.ts): the reminders 30 and 7 days before the last
 *   day in force, and the day an approved cancellation takes effect;
 * - tellOfCancellation, from store.ts: a `cancel` application that names an exclusion of the
 *   register, in force, whose excluded person has the applicant's ID.
 *
 * A reminder is sent on its day, or within REMINDER_GRACE_DAYS after it (the job did not run
 * that day), never for a day the exclusion was not yet approved on (the approval's own notice
 * says it all then), never once its mark is further behind (the clock moved past it: only the
 * reminders still ahead come), and never after the last day in force.
 */
import { lookupKey } from '../../../src/shared/contracts/contract'
import type { AppLocale } from '../../../src/shared/locales'
import type { Db, Queryable } from '../db/db'
import {
  noticeCancellationAsked,
  noticeCancelled,
  noticeEnding,
  REMINDER_DAYS,
  REMINDER_GRACE_DAYS,
} from '../messages/notices'
import { inForceOn, lastDayInForce } from './exclusion-state'

/** The exclusion reference a cancellation names: `EX7K3M9Q2P` as typed is `EX-7K3M9Q2P`. */
const exclusionReference = (code: unknown) =>
  typeof code === 'string' && /^EX[0-9A-Z]{8}$/.test(code) ? `EX-${code.slice(2)}` : undefined

/**
 * A cancellation `reference` was stored with `data`: when it names an exclusion in force on
 * `today` whose excluded person has the applicant's ID key, that exclusion's person and support
 * persons are told. Anything else tells nobody: a cancellation naming someone else's exclusion
 * must not reach that person's circle.
 */
export async function tellOfCancellation(
  tx: Queryable,
  cancellation: { reference: string; data: Record<string, unknown>; language: AppLocale },
  today: string,
): Promise<number> {
  const exclusion = exclusionReference(cancellation.data.exclusionReferenceNumber)
  const applicant = cancellation.data.applicant as { idNumber?: unknown } | undefined
  const key = typeof applicant?.idNumber === 'string' ? lookupKey(applicant.idNumber) : undefined
  if (!exclusion || !key) return 0
  const [row] = await tx.query<{ reference: string }>(
    `select reference from submissions
     where reference = $1 and excluded_key = $2 and ${inForceOn('$3')}`,
    [exclusion, key, today],
  )
  return row ? noticeCancellationAsked(tx, row.reference, cancellation) : 0
}

export interface DueSummary {
  reminders: number
  cancellations: number
  messages: number
}

// At most this many notices of each kind a run; the next run takes the rest.
const BATCH = 200

/**
 * Every notice due on `today`
 * by the gateway clock and not yet queued, each in a transaction of its own. Safe on several
 * gateways at once: the first insert into exclusion_notices wins, the others queue nothing.
 */
export async function sendDueNotices(db: Db, today: string): Promise<DueSummary> {
  const summary: DueSummary = { reminders: 0, cancellations: 0, messages: 0 }
  for (const days of REMINDER_DAYS) {
    const event = days === 30 ? 'ending-30' : 'ending-7'
    // The mark (lastDay - days) is today or at most REMINDER_GRACE_DAYS behind, the exclusion
    // was approved before it, and is in force today.
    const due = await db.query<{ reference: string; last_day: string }>(
      `select s.reference, to_char(${lastDayInForce('s')}, 'YYYY-MM-DD') as last_day
       from submissions s
       where ${inForceOn('$1', 's')}
         and ${lastDayInForce('s')} between $1::date + $2::int and $1::date + $3::int
         and s.starts_on < ${lastDayInForce('s')} - $3::int
         and not exists (select 1 from exclusion_notices n where n.reference = s.reference
           and n.event = $4 and n.on_day = ${lastDayInForce('s')})
       order by s.reference limit ${BATCH}`,
      [today, days - REMINDER_GRACE_DAYS, days, event],
    )
    for (const row of due) {
      const queued = await db.transaction((tx) =>
        noticeEnding(tx, row.reference, days, row.last_day),
      )
      summary.reminders++
      summary.messages += queued
    }
  }
  const cancelled = await db.query<{ reference: string; cancelled_from: string }>(
    `select s.reference, to_char(s.cancelled_from, 'YYYY-MM-DD') as cancelled_from
     from submissions s
     where s.kind = 'exclusion' and s.status = 'APPROVED' and s.cancelled_from is not null
       and s.cancelled_from between $1::date - $2::int and $1::date
       and s.cancelled_from <= s.ends_on
       and not exists (select 1 from exclusion_notices n where n.reference = s.reference
         and n.event = 'cancelled' and n.on_day = s.cancelled_from)
     order by s.reference limit ${BATCH}`,
    [today, REMINDER_GRACE_DAYS],
  )
  for (const row of cancelled) {
    const queued = await db.transaction((tx) =>
      noticeCancelled(tx, row.reference, row.cancelled_from),
    )
    summary.cancellations++
    summary.messages += queued
  }
  return summary
}
