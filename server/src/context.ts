/**
 * What every handler can reach through `c.var` (set once per request by createApp), so route
 * modules stay plain module-level sub-apps (one per resource) yet every app instance, and
 * so every test file, has its own database, settings and rate-limit counters.
 */
import type { HttpBindings } from '@hono/node-server'
import type { Db } from './db/db'
import type { Env } from './env'
import type { Logger } from './http/logger'
import type { RateLimiter } from './http/rate-limit'

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
