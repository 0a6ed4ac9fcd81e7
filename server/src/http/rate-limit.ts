/**
 * Per-client rate limits (docs/design.md section 4): a token bucket per
 * client address and bucket name. A bucket holds up to a minute's allowance and refills
 * steadily, so a client gets a burst of at most one minute's worth and then the steady rate:
 * the fixed one-minute window this replaces let twice the limit through around a window's edge
 * (120 requests in 2.5 s at 60 a minute). Past the limit: 429 with Retry-After, the seconds
 * until one request is allowed again, and a message that says the same.
 *
 * Two budgets: `verify` (verification, status and sign-in calls: RATE_LIMIT_PER_MINUTE) and
 * `create` (every call that creates something: CREATE_RATE_LIMIT_PER_MINUTE, see
 * creating-call.ts). Buckets live behind `BucketStore`, whose `take` may answer a promise: the
 * in-process store here keeps the hot path synchronous; the one in the database
 * (rate-limit-store.ts) lets several gateways share one budget. Memory stays bounded: idle
 * buckets are dropped once there are many.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, RateLimiter } from '../context'
import type { Env } from '../env'
import { ApiError } from './envelope'

export interface BucketRule {
  /** Tokens a full bucket holds: the largest burst. */
  capacity: number
  /** Tokens added back per second. */
  perSecond: number
}

export interface BucketStore {
  /** Takes one token of `key`'s bucket: 0 when allowed, else the seconds until one is back. */
  take(key: string, rule: BucketRule): number | Promise<number>
}

/** A store that answers at once (this process's memory). */
export interface LocalBucketStore extends BucketStore {
  take(key: string, rule: BucketRule): number
}

export const perMinute = (limit: number): BucketRule => ({ capacity: limit, perSecond: limit / 60 })

// Past this many buckets, those idle for IDLE_MS (full again by then) are dropped.
const MANY_BUCKETS = 50_000
const IDLE_MS = 5 * 60_000

export function memoryBuckets(now: () => number = Date.now): LocalBucketStore {
  const buckets = new Map<string, { tokens: number; at: number }>()
  const prune = (time: number) => {
    for (const [key, bucket] of buckets) if (time - bucket.at > IDLE_MS) buckets.delete(key)
  }
  return {
    take(key, rule) {
      const time = now()
      let bucket = buckets.get(key)
      if (!bucket) {
        if (buckets.size >= MANY_BUCKETS) prune(time)
        bucket = { tokens: rule.capacity, at: time }
        buckets.set(key, bucket)
      } else {
        const refill = ((time - bucket.at) / 1000) * rule.perSecond
        bucket.tokens = Math.min(rule.capacity, bucket.tokens + refill)
        bucket.at = time
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return 0
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / rule.perSecond))
    },
  }
}

export function createRateLimiter(
  limit: number,
  now: () => number = Date.now,
  store: BucketStore = memoryBuckets(now),
): RateLimiter {
  const rules = new Map<number, BucketRule>()
  const ruleOf = (limitPerMinute: number) => {
    let rule = rules.get(limitPerMinute)
    if (!rule) rules.set(limitPerMinute, (rule = perMinute(limitPerMinute)))
    return rule
  }
  return { hit: (key, limitPerMinute = limit) => store.take(key, ruleOf(limitPerMinute)) }
}

/**
 * The client's address: the socket's, or with TRUST_PROXY the first X-Forwarded-For hop (set
 * it only behind a proxy you run, which overwrites that header; otherwise a client could pick
 * its own address).
 */
export function clientAddress(c: Context<AppEnv>): string {
  // c.get(), not c.var: c.var copies every variable into a new object on each read.
  if (c.get('env').TRUST_PROXY) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (first) return first.slice(0, 64)
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

/** The 429, its message saying what Retry-After says. */
export function tooManyRequests(seconds: number): ApiError {
  const wait = seconds === 1 ? 'a second' : `${seconds} seconds`
  return new ApiError(429, `Too many requests. Please wait ${wait} and try again.`, {
    headers: { 'Retry-After': String(seconds) },
  })
}

/**
 * Middleware: put it on each route to limit, e.g. `app.post('/check', rateLimit(), ...)`.
 * Routes that share a bucket share one budget per client; the limit is RATE_LIMIT_PER_MINUTE
 * unless `limitOf` picks another setting.
 */
export function rateLimit(
  bucket = 'api',
  limitOf: (env: Env) => number = (env) => env.RATE_LIMIT_PER_MINUTE,
): MiddlewareHandler<AppEnv> {
  const prefix = `${bucket}\n`
  // Not async: a throw here reaches the error handler all the same, with one promise less.
  return (c, next) => {
    const retryAfter = c.get('limiter').hit(prefix + clientAddress(c), limitOf(c.get('env')))
    if (typeof retryAfter !== 'number') {
      return retryAfter.then((seconds) => {
        if (seconds > 0) throw tooManyRequests(seconds)
        return next()
      })
    }
    if (retryAfter > 0) throw tooManyRequests(retryAfter)
    return next()
  }
}
