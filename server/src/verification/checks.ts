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
 *   the table holds every check once. The query that reads a product's verdict reads its
 *   total too (`known`, routes/products.ts), so the first check of a code here answers at once
 *   as well: a statement of its own per new code was a tenth of product/check's time while a
 *   campaign's long tail was being read (docs/design.md section 7, the gateway bar).
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
  /**
   * The total of `code` in the table as read at `at` (undefined: no row, never checked),
   * from another query: kept unless this gateway already holds the code.
   */
  known(code: string, total: CheckCount | undefined, at: number): void
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
  /** `first` in milliseconds, to compare with the table's answer without parsing. */
  firstMs: number
  /** Checks counted here, not yet in the table. */
  pending: number
  syncedAt: number
}

type Waiter = (count: CheckCount | undefined) => void

/** A first time as the API gives it: ISO 8601 in UTC, to the millisecond. */
export const isoOf = (ms: number) => new Date(ms).toISOString()

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
    const startedAt = new Date(started).toISOString()
    // A code first counted here (known() with no row) goes in with the time its first check
    // answered; any other with this statement's time. A row already there keeps the earlier of
    // the two: two gateways may each answer a code's first check before either has written it,
    // and the first check is the earlier one.
    const firsts = [...increments.keys()].map((code) => entries.get(code)?.first ?? startedAt)
    let rows: [code: string, count: number, firstMs: number][]
    try {
      // The whole answer as one JSON value, first times in milliseconds: PGlite's cost is in
      // reading the answer, per column of every row (routes/products.ts), and a flush may hold
      // thousands of codes. One value with numbers took about 14 ms of CPU for 2,500 codes,
      // one JSON value a row with to_char's text 21 ms (no answer at all: 13 ms).
      const [answer] = await db.query<{ rows: string | null }>(
        `with counted as (
           insert into product_checks as c (code, count, first_checked_at)
           select code, n, first from unnest($1::text[], $2::int[], $3::timestamptz[])
             as t(code, n, first)
           on conflict (code) do update set count = c.count + excluded.count,
             first_checked_at = least(c.first_checked_at, excluded.first_checked_at)
           returning code, count, first_checked_at
         )
         select json_agg(json_build_array(code, count,
           floor(extract(epoch from first_checked_at) * 1000)))::text as rows
         from counted`,
        [[...increments.keys()], [...increments.values()], firsts],
      )
      rows = answer?.rows ? (JSON.parse(answer.rows) as typeof rows) : []
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
    for (const [code, count, firstMs] of rows) {
      const entry = entries.get(code)
      // A row's first time never changes: its text is made once per code.
      const first = entry?.firstMs === firstMs ? entry.first : isoOf(firstMs)
      if (entry) {
        entry.total = count
        entry.first = first
        entry.firstMs = firstMs
        entry.syncedAt = started
      } else {
        entries.set(code, { total: count, first, firstMs, pending: 0, syncedAt: started })
      }
      // The checks that waited take the last numbers of this statement's increment, in order.
      const list = waiters.get(code) ?? []
      list.forEach((answer, i) =>
        answer({ count: count - list.length + i + 1, firstCheckedAt: first }),
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
    known(code, total, at) {
      if (entries.has(code) || waiting.has(code)) return
      const first = total?.firstCheckedAt ?? isoOf(now())
      entries.set(code, {
        total: total?.count ?? 0,
        first,
        firstMs: Date.parse(first),
        pending: 0,
        syncedAt: at,
      })
      trim()
    },
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
