/**
 * Sign-in throttling (issue 12 item 1), kept in the database so that every gateway on it
 * counts the same failures. Three counters per attempt, each with its own free allowance:
 *
 * - the account from this client (5): one person mistyping, or one attacker guessing;
 * - the account from anywhere (20): guessing spread over many addresses;
 * - the client, whatever account (30): one address trying many accounts (password spraying);
 *   generous because an office or a mobile carrier puts many people behind one address.
 *
 * Past its allowance a counter asks the next attempt to wait, doubling from 15 s and capped at
 * 15 minutes. Failures decay: one is forgotten per DECAY_MS of quiet. So nothing can lock a
 * person out for good: a lock ends at most 15 minutes after the last failure, attempts while
 * locked are refused without being counted (and without checking the password), and an
 * attacker from elsewhere must spend 20 failures before the person's own address (with its
 * separate pair counter) is slowed at all. A success clears the counters of that account.
 *
 * Account keys hold a SHA-256 of the email, never the text typed (which may be a password
 * typed in the wrong box).
 */
import { createHash } from 'node:crypto'
import type { Queryable } from '../db/db'

export const BASE_DELAY_MS = 15_000
export const MAX_DELAY_MS = 15 * 60_000
export const DECAY_MS = 15 * 60_000

interface Counter {
  key: string
  free: number
}

export const FREE = { pair: 5, account: 20, client: 30 } as const

const digest = (text: string) => createHash('sha256').update(text).digest('hex')

export function countersFor(email: string, client: string): Counter[] {
  const account = digest(email)
  return [
    { key: `pair:${account}:${client}`, free: FREE.pair },
    { key: `account:${account}`, free: FREE.account },
    { key: `client:${client}`, free: FREE.client },
  ]
}

/** Failures still counted after `quietMs` without one. */
export function decayed(failures: number, quietMs: number): number {
  return Math.max(0, failures - Math.floor(Math.max(0, quietMs) / DECAY_MS))
}

/** How long after the last failure the next attempt must wait, given the counted failures. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(failures - free, 20))
}

interface Row {
  key: string
  failures: number
  last_failure_at: Date
}

async function rowsOf(db: Queryable, counters: Counter[]): Promise<Map<string, Row>> {
  const rows = await db.query<Row>(
    'select key, failures, last_failure_at from sign_in_failures where key = any($1)',
    [counters.map((counter) => counter.key)],
  )
  return new Map(rows.map((row) => [row.key, row]))
}

/** Milliseconds until an attempt is allowed; 0 when it is allowed now. */
export async function waitBeforeAttempt(
  db: Queryable,
  counters: Counter[],
  now: number,
): Promise<number> {
  const rows = await rowsOf(db, counters)
  let wait = 0
  for (const counter of counters) {
    const row = rows.get(counter.key)
    if (!row) continue
    const last = row.last_failure_at.getTime()
    const failures = decayed(row.failures, now - last)
    wait = Math.max(wait, last + delayAfter(failures, counter.free) - now)
  }
  return wait
}

/**
 * Counts an attempt as a failure on every counter, before the password is checked, in one
 * atomic statement per counter: of many attempts sent at once, each sees the ones before it
 * (an attacker cannot slip a burst between a check and a count). recordSuccess takes it back.
 */
export async function recordAttempt(db: Queryable, counters: Counter[], now: number) {
  const at = new Date(now).toISOString()
  for (const counter of counters) {
    await db.query(
      `insert into sign_in_failures (key, failures, last_failure_at) values ($1, 1, $2)
       on conflict (key) do update set
         failures = greatest(0, sign_in_failures.failures - floor(greatest(0,
           extract(epoch from ($2::timestamptz - sign_in_failures.last_failure_at)) * 1000)
           / $3)::integer) + 1,
         last_failure_at = $2`,
      [counter.key, at, DECAY_MS],
    )
  }
}

/**
 * A correct password: the account's counters start again; the client's loses the attempt
 * just counted and otherwise keeps decaying (one good account must not wash out a spray).
 */
export async function recordSuccess(db: Queryable, counters: Counter[]) {
  const isClient = (counter: Counter) => counter.key.startsWith('client:')
  await db.query('delete from sign_in_failures where key = any($1)', [
    counters.filter((counter) => !isClient(counter)).map((counter) => counter.key),
  ])
  await db.query(
    'update sign_in_failures set failures = greatest(0, failures - 1) where key = any($1)',
    [counters.filter(isClient).map((counter) => counter.key)],
  )
}
