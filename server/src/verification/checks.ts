/**
 * How often each code on the products register was checked (product/check's `checks`), counted
 * on every gateway in one table (migration 026, `product_checks`).
 *
 * Why not one statement per check: product/check answers a cached verdict with no query at all
 * (routes/products.ts), and must stay at half a bare route's rate (docs/design.md section 7);
 * one write per check would queue every scan of a campaign behind PGlite's one query at a time.
 * So each gateway counts in memory and adds its counts to the table with one statement
 * (`insert ... on conflict do update ... returning`) for all the codes counted since, at most
 * every `everyMs`; the statement hands back each code's total over every gateway.
 *
 * What a check answers:
 * - a code this gateway knows, whose total it read less than `freshMs` ago: that total plus the
 *   checks counted here since, at once (no promise). Checks on another gateway within that
 *   time show a moment later: the count may lag the other gateways by `freshMs` at most, but
 *   the table holds every check once.
 * - any other code: the check waits for the next statement, which runs as soon as possible
 *   (the checks of one turn of the event loop share it), and answers the total it returns.
 *
 * If the statement fails, the counts held here are kept for the next one and the checks that
 * waited are answered without `checks` (a verdict is never refused for a count). A gateway that stops
 * cleanly adds its last counts first (server.ts); one that is killed loses at most a second.
 */
import type { Db } from '../db/db'

export interface CheckCount {
  count: number
  firstCheckedAt: string
}

export interface CheckCounter {
  /** Counts one check of `code` and answers the total; a promise only when it must ask. */
  record(code: string): CheckCount | Promise<CheckCount | undefined>
  /** Adds every count held here to the table now (a clean stop, a test). */
  flush(): Promise<void>
}

export interface CheckCounterOptions {
  now: () => number
  everyMs?: number
  freshMs?: number
  /** Checks that wait share a statement with those that come within this time. */
  windowMs?: number
  maxEntries?: number
}

interface Entry {
  total: number
  first: string
  /** Checks counted here, not yet in the table. */
  pending: number
  syncedAt: number
}

type Waiter = (count: CheckCount | undefined) => void

export function createCheckCounter(db: Db, options: CheckCounterOptions): CheckCounter {
  const { now, everyMs = 1_000, freshMs = 5_000, windowMs = 20, maxEntries = 20_000 } = options
  const entries = new Map<string, Entry>()
  let waiting = new Map<string, Waiter[]>()
  let running: Promise<void> | undefined
  let again = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let soon: ReturnType<typeof setTimeout> | undefined
  let lastStarted = -Infinity

  function trim() {
    if (entries.size <= maxEntries) return
    for (const [code, entry] of entries) {
      if (entries.size <= maxEntries) break
      if (entry.pending === 0) entries.delete(code)
    }
  }

  async function write(): Promise<void> {
    const waiters = waiting
    waiting = new Map()
    const increments = new Map<string, number>()
    for (const [code, entry] of entries) {
      if (entry.pending > 0) {
        increments.set(code, entry.pending)
        entry.pending = 0
      }
    }
    for (const [code, list] of waiters) {
      increments.set(code, (increments.get(code) ?? 0) + list.length)
    }
    if (increments.size === 0) return
    const started = now()
    let rows: { code: string; count: number; first: string }[]
    try {
      // One JSON value a row rather than three columns: PGlite's cost is in reading the answer,
      // per column of every row (routes/products.ts), and a flush may hold thousands of codes.
      const answer = await db.query<{ row: [string, number, string] }>(
        `insert into product_checks as c (code, count, first_checked_at)
         select code, n, $3::timestamptz from unnest($1::text[], $2::int[]) as t(code, n)
         on conflict (code) do update set count = c.count + excluded.count
         returning json_build_array(code, count,
           to_char(first_checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as row`,
        [[...increments.keys()], [...increments.values()], new Date(started).toISOString()],
      )
      rows = answer.map(({ row: [code, count, first] }) => ({ code, count, first }))
    } catch {
      // This gateway's counts are kept for the next statement (none counted twice); the checks
      // that waited are answered without a count, and not counted.
      for (const [code, n] of increments) {
        const entry = entries.get(code)
        if (entry) entry.pending += n - (waiters.get(code)?.length ?? 0)
      }
      for (const list of waiters.values()) for (const answer of list) answer(undefined)
      return
    }
    for (const row of rows) {
      const count = Number(row.count)
      const entry = entries.get(row.code)
      if (entry) {
        entry.total = count
        entry.first = row.first
        entry.syncedAt = started
      } else {
        entries.set(row.code, { total: count, first: row.first, pending: 0, syncedAt: started })
      }
      // The checks that waited take the last numbers of this statement's increment, in order.
      const list = waiters.get(row.code) ?? []
      list.forEach((answer, i) =>
        answer({ count: count - list.length + i + 1, firstCheckedAt: row.first }),
      )
    }
    trim()
  }

  function run(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    lastStarted = Date.now()
    running = write().finally(() => {
      running = undefined
      if (again || waiting.size > 0) {
        again = false
        void run()
      }
    })
    return running
  }

  function later() {
    if (timer) return
    timer = setTimeout(() => {
      timer = undefined
      void run()
    }, everyMs)
    timer.unref?.()
  }

  return {
    record(code) {
      const entry = entries.get(code)
      if (entry && now() - entry.syncedAt < freshMs && !waiting.has(code)) {
        entry.pending++
        later()
        return { count: entry.total + entry.pending, firstCheckedAt: entry.first }
      }
      return new Promise<CheckCount | undefined>((answer) => {
        const list = waiting.get(code)
        if (list) list.push(answer)
        else {
          waiting.set(code, [answer])
          if (!soon) {
            // A lone check waits for nothing; under load, the checks that must wait share one
            // statement per window (like the verdicts' queries, batch.ts).
            const delay = Math.max(0, lastStarted + windowMs - Date.now())
            soon = setTimeout(() => {
              soon = undefined
              void run()
            }, delay)
          }
        }
      })
    },
    async flush() {
      if (timer) clearTimeout(timer)
      timer = undefined
      await run()
      // A statement already running when asked may have left counts for another one.
      if ([...entries.values()].some((entry) => entry.pending > 0)) await run()
    },
  }
}
