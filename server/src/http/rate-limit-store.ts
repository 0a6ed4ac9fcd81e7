/**
 * Rate-limit buckets in the database: with several gateways behind a
 * balancer, a client's budget is one row of `rate_limit_buckets` (migration 011) that every
 * gateway updates, so N gateways do not give a client N times the limit.
 *
 * Each hit is one upsert, atomic on PostgreSQL and PGlite alike: `insert ... on conflict do
 * update` locks the row, refills the bucket for the time since its last hit, takes a token if
 * there is one, and returns the outcome. Two gateways hitting one bucket at once are serialised
 * by the row lock, so the limit holds exactly.
 *
 * The in-memory bucket of this gateway stays in front: it sees a subset of the client's hits
 * with the same rule, so when it is empty the shared one is empty too (give or take one
 * token), and a flood is refused without a database round trip. Only requests that may pass
 * cost an upsert. Should the database fail, the local bucket's answer stands: a hiccup must not
 * turn every verification into an error, and each gateway still holds the client to the limit.
 *
 * Chosen by RATE_LIMIT_STORE, `database` by default when DATABASE_URL names a server (several
 * gateways can share it); PGlite serves one process, where the memory store is exact and free.
 * Measured with `npm run bench` (product/check, 2 busy shared cores): on PGlite the upsert per
 * request took the gateway from about 3,300 to 585 requests/s, since PGlite runs one query at a
 * time, so the database store is not used there.
 * The clock is the gateways' (Date.now unless a test sets it), in milliseconds: servers
 * behind one balancer keep their clocks in step, and a clock that steps back refills nothing.
 */
import type { Db } from '../db/db'
import type { Env } from '../env'
import { type BucketRule, type BucketStore, memoryBuckets } from './rate-limit'

// The bucket's tokens after refilling it for the time since its last hit, at most a full one.
// Refers to the old row (b) and the proposed one (excluded): PostgreSQL evaluates every SET
// expression against the old row.
const REFILLED = `least(excluded.tokens + 1,
  b.tokens + greatest(0, excluded.updated_ms - b.updated_ms) * $3::float8 / 1000)`

const TAKE = `
insert into rate_limit_buckets as b (key, tokens, granted, updated_ms, refill_ms)
values ($1, $2::float8 - 1, true, $4::float8, $2::float8 / $3::float8 * 1000)
on conflict (key) do update set
  tokens = ${REFILLED} - case when ${REFILLED} >= 1 then 1 else 0 end,
  granted = ${REFILLED} >= 1,
  updated_ms = greatest(b.updated_ms, excluded.updated_ms),
  refill_ms = excluded.refill_ms
returning tokens, granted`

/** Seconds until one token is back in a bucket holding `tokens`. */
export const waitFor = (tokens: number, rule: BucketRule) =>
  Math.max(1, Math.ceil((1 - tokens) / rule.perSecond))

export function databaseBuckets(db: Db, now: () => number = Date.now): BucketStore {
  const local = memoryBuckets(now)
  return {
    take(key, rule) {
      const wait = local.take(key, rule)
      // This gateway alone has seen a full budget of this client: no need to ask.
      if (wait > 0) return wait
      return db
        .query<{ tokens: number; granted: boolean }>(TAKE, [
          key,
          rule.capacity,
          rule.perSecond,
          now(),
        ])
        .then(
          ([row]) => (!row || row.granted ? 0 : waitFor(row.tokens, rule)),
          () => 0,
        )
    },
  }
}

/** Deletes the buckets that are full again (they say nothing a missing row does not). */
export async function cleanBuckets(db: Db, now: number = Date.now()): Promise<number> {
  const rows = await db.query(
    'delete from rate_limit_buckets where updated_ms + refill_ms < $1::float8 returning key',
    [now],
  )
  return rows.length
}

const CLEAN_EVERY_MS = 60_000

/** Deletes full buckets every minute (gateways that share the table all do it: it is cheap). */
export function cleanBucketsEvery(db: Db, everyMs = CLEAN_EVERY_MS): () => void {
  const timer = setInterval(() => void cleanBuckets(db).catch(() => 0), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** The store the settings choose for this gateway's database. */
export function bucketStoreFor(db: Db, env: Env, now: () => number = Date.now): BucketStore {
  return env.RATE_LIMIT_STORE === 'database' ? databaseBuckets(db, now) : memoryBuckets(now)
}
