/**
 * Sign-in throttling, kept in the database so that every gateway on it counts the same
 * failures (several gateways on one database throttle as one). Three counters per attempt,
 * each with its own free allowance:
 *
 * - the account from this address (5): one person mistyping, or one attacker guessing. Past
 *   it, a wait that doubles from 15 s up to 15 minutes.
 * - the account from anywhere (100, the most NIST SP 800-63B 5.2.2 allows): guessing spread
 *   over many addresses. Far above the pair's, so that an attacker at one address is held by
 *   the pair's wait long before the account's, and the person at their own address (their
 *   own pair) is not slowed at all.
 * - the address, whatever account (30): one address trying many accounts (password
 *   spraying); generous because an office or a mobile carrier puts many people behind one.
 *
 * What counts:
 * - an attempt let through counts on all three, before the password is checked (so a burst
 *   cannot slip between a check and a count); a correct password takes it back.
 * - an attempt refused because its own pair or address must wait counts there too, and that
 *   wait starts again: hammering while told to wait only makes the sender's own wait longer.
 *   It never counts on the account-wide counter, so what one address does while refused can
 *   never slow the same account at another address (the real person's), and a counter that is
 *   not itself asking to wait is not touched.
 *
 * Failures decay: one is forgotten per DECAY_MS of quiet, and a counter holds no more than
 * its allowance plus the doublings up to the longest wait (STEPS), so a wait ends at most 15
 * minutes after the last attempt, and an address that hammered for hours is back to its
 * allowance in under two hours of quiet. Nobody is locked out for good, and a
 * system-administrator can clear an account's waits at once (`clearWaits`, from
 * `staff/users/clear-sign-in-wait`).
 *
 * Account keys hold a SHA-256 of the email, never the text typed (which may be a password
 * typed in the wrong box). Of two gateways counting at once, each reads the counters it is
 * about to change `for update` in one transaction, in key order, so they take turns.
 */
import { createHash } from 'node:crypto'
import type { Db, Queryable } from '../db/db'

export const BASE_DELAY_MS = 15_000
export const MAX_DELAY_MS = 15 * 60_000
export const DECAY_MS = 15 * 60_000
/** Doublings from 15 s to past 15 minutes: beyond them a failure adds no wait. */
export const STEPS = Math.ceil(Math.log2(MAX_DELAY_MS / BASE_DELAY_MS))

export type CounterKind = 'pair' | 'account' | 'client'

export interface Counter {
  key: string
  kind: CounterKind
  free: number
}

export const FREE = { pair: 5, account: 100, client: 30 } as const

const digest = (text: string) => createHash('sha256').update(text).digest('hex')

/** The account's part of a counter key. */
export const accountKey = (email: string) => digest(email.toLowerCase())

export function countersFor(email: string, client: string): Counter[] {
  const account = accountKey(email)
  return [
    { key: `pair:${account}:${client}`, kind: 'pair', free: FREE.pair },
    { key: `account:${account}`, kind: 'account', free: FREE.account },
    { key: `client:${client}`, kind: 'client', free: FREE.client },
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

interface State {
  failures: number
  last: number
}

const waitOf = (state: State | undefined, free: number, now: number) =>
  state ? Math.max(0, state.last + delayAfter(state.failures, free) - now) : 0

/** The counter after one more failure now (decayed first, and capped). */
const counted = (counter: Counter, state: State | undefined, now: number): State => ({
  failures: Math.min(
    counter.free + STEPS,
    (state ? decayed(state.failures, now - state.last) : 0) + 1,
  ),
  last: now,
})

async function write(tx: Queryable, key: string, state: State) {
  await tx.query(
    `insert into sign_in_failures (key, failures, last_failure_at) values ($1, $2, $3)
     on conflict (key) do update set failures = $2, last_failure_at = $3`,
    [key, state.failures, new Date(state.last).toISOString()],
  )
}

/**
 * One sign-in attempt: 0 when it may go on to the password check (it is counted on every
 * counter), else the milliseconds to wait (it is counted on the sender's own counters that
 * refused it, and the wait returned is the one that then holds).
 */
export async function attempt(db: Db, counters: Counter[], now: number): Promise<number> {
  return db.transaction(async (tx) => {
    // `for update` locks only rows that exist: a counter seen for the first time by two
    // gateways at once would be read as empty by both. Making it first (in key order, as the
    // locks are taken) makes the second wait for the first to commit.
    await tx.query(
      `insert into sign_in_failures (key, failures, last_failure_at)
       select key, 0, $2 from unnest($1::text[]) as key order by key
       on conflict (key) do nothing`,
      [counters.map((counter) => counter.key), new Date(now).toISOString()],
    )
    const rows = await tx.query<Row>(
      `select key, failures, last_failure_at from sign_in_failures where key = any($1)
       order by key for update`,
      [counters.map((counter) => counter.key)],
    )
    const states = new Map<string, State>(
      rows.map((row) => [row.key, { failures: row.failures, last: row.last_failure_at.getTime() }]),
    )
    const refusing = counters.filter(
      (counter) => waitOf(states.get(counter.key), counter.free, now) > 0,
    )
    if (refusing.length === 0) {
      for (const counter of counters) {
        await write(tx, counter.key, counted(counter, states.get(counter.key), now))
      }
      return 0
    }
    let wait = 0
    for (const counter of refusing) {
      let state = states.get(counter.key)
      if (counter.kind !== 'account') {
        state = counted(counter, state, now)
        await write(tx, counter.key, state)
      }
      wait = Math.max(wait, waitOf(state, counter.free, now))
    }
    return wait
  })
}

/**
 * A correct password: the account's counters start again; the client's loses the attempt
 * just counted and otherwise keeps decaying (one good account must not wash out a spray).
 */
export async function recordSuccess(db: Queryable, counters: Counter[]) {
  const isClient = (counter: Counter) => counter.kind === 'client'
  await db.query('delete from sign_in_failures where key = any($1)', [
    counters.filter((counter) => !isClient(counter)).map((counter) => counter.key),
  ])
  await db.query(
    'update sign_in_failures set failures = greatest(0, failures - 1) where key = any($1)',
    [counters.filter(isClient).map((counter) => counter.key)],
  )
}

/**
 * Clears every wait on an account: its own counter and its pair with every address. The
 * addresses' own counters stay (an address spraying many accounts is not this account's).
 * Answers how many counters were cleared.
 */
export async function clearWaits(db: Queryable, email: string): Promise<number> {
  const account = accountKey(email)
  const rows = await db.query<{ key: string }>(
    `delete from sign_in_failures where key = $1 or key like $2 returning key`,
    [`account:${account}`, `pair:${account}:%`],
  )
  return rows.length
}
