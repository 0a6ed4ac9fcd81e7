/**
 * What every handler can reach through `c.var` (set once per request by createApp), so route
 * modules stay plain module-level sub-apps (one per resource) yet every app instance, and
 * so every test file, has its own database, settings and rate-limit counters.
 */
import type { HttpBindings } from '@hono/node-server'
import type { Db } from './db/db'
import type { Env } from './env'

/** Where the gateway writes its lines (http/logger.ts has the console's, the tests' and none). */
export interface Logger {
  info(message: string): void
  error(message: string, error?: unknown): void
}

/** Counts requests per client (http/rate-limit.ts makes it; declared here, where it is held). */
export interface RateLimiter {
  /** Counts one request of `key` against `perMinute`: 0 when allowed, else Retry-After. */
  hit(key: string, perMinute?: number): number | Promise<number>
}

export interface AppVariables {
  db: Db
  env: Env
  logger: Logger
  limiter: RateLimiter
}

export interface AppEnv {
  // Absent under app.request() in tests; read through clientAddress(), never directly.
  Bindings: Partial<HttpBindings>
  Variables: AppVariables
}
