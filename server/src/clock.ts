/**
 * The gateway's clock for the dates that matter to people: when a reminder is due, what day
 * it is in Botswana. Outside production `test/clock` can move it forward (routes/clock.ts), so
 * a reminder 30 days before the end of an exclusion can be tried today. The offset lives in
 * the database (`gateway_clock`, migration 019), so every gateway on it moves at once and a
 * reminder comes from whichever gateway runs the job. In production the offset is never read:
 * now() is the machine's time, with no query.
 *
 * Only dates the features decide with go through here; leases, backoff, sessions and rate
 * limits keep real time (a clock moved 30 days must not expire every staff session).
 */
import { todayInBotswana } from '../../src/shared/insurance/age'
import type { Db, Queryable } from './db/db'
import type { Env } from './env'

export const DAY_MS = 24 * 60 * 60 * 1000

export interface GatewayClock {
  /** Milliseconds since the epoch: the machine's time, plus the offset outside production. */
  now(): Promise<number>
  /** Today's date in Botswana, 'YYYY-MM-DD', by now(). */
  today(): Promise<string>
}

/** The offset in milliseconds (0 when nobody moved the clock). */
export async function clockOffset(db: Queryable): Promise<number> {
  const [row] = await db.query<{ offset_ms: number }>('select offset_ms from gateway_clock')
  return row?.offset_ms ?? 0
}

export function gatewayClock(db: Queryable, env: Pick<Env, 'NODE_ENV'>): GatewayClock {
  const now =
    env.NODE_ENV === 'production'
      ? async () => Date.now()
      : async () => Date.now() + (await clockOffset(db))
  return { now, today: async () => todayInBotswana(new Date(await now())) }
}

/** Moves every gateway's clock `days` forward; returns the new offset in milliseconds. */
export async function advanceClock(db: Db, days: number): Promise<number> {
  const [row] = await db.query<{ offset_ms: number }>(
    `insert into gateway_clock (offset_ms) values ($1::bigint)
     on conflict (only_row) do update set offset_ms = gateway_clock.offset_ms + excluded.offset_ms
     returning offset_ms`,
    [days * DAY_MS],
  )
  return row!.offset_ms
}

/** Back to the machine's time. */
export async function resetClock(db: Db): Promise<void> {
  await db.query('delete from gateway_clock')
}
