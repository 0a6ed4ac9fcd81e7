/**
 * Per-client rate limit for the calls people could hammer (verification, status checks, sign-in;
 * DESIGN.md section 4): a fixed one-minute window per client address and bucket, 429 with
 * Retry-After past the limit. Counters live in the process: with N gateways behind a balancer a
 * client gets up to N times the limit, which still stops enumeration of references at any speed
 * that matters (32^8 values per prefix). The map is dropped at each new window, so memory stays
 * bounded by the clients of one minute.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import { ApiError } from './envelope'

const WINDOW_MS = 60_000

export interface RateLimiter {
  /** Counts one hit; returns 0 when allowed, else the seconds until the window resets. */
  hit(key: string): number
}

export function createRateLimiter(limit: number, now: () => number = Date.now): RateLimiter {
  let window = -1
  let counts = new Map<string, number>()
  return {
    hit(key) {
      const time = now()
      const current = Math.floor(time / WINDOW_MS)
      if (current !== window) {
        window = current
        counts = new Map()
      }
      const count = (counts.get(key) ?? 0) + 1
      counts.set(key, count)
      if (count <= limit) return 0
      return Math.max(1, Math.ceil(((current + 1) * WINDOW_MS - time) / 1000))
    },
  }
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
    if (first) return first
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

/**
 * Middleware: put it on each route to limit, e.g. `app.post('/check', rateLimit(), ...)`.
 * Routes that share a bucket share one budget per client; the limit is RATE_LIMIT_PER_MINUTE.
 */
export function rateLimit(bucket = 'api'): MiddlewareHandler<AppEnv> {
  const prefix = `${bucket}\n`
  // Not async: a throw here reaches the error handler all the same, with one promise less.
  return (c, next) => {
    const retryAfter = c.get('limiter').hit(prefix + clientAddress(c))
    if (retryAfter > 0) {
      throw new ApiError(429, 'Too many requests. Please wait a minute and try again.', {
        headers: { 'Retry-After': String(retryAfter) },
      })
    }
    return next()
  }
}
