/**
 * The gateway app (docs/design.md section 4): the /api contract (key, envelope, errors), one sub-app
 * per resource mounted with app.route() (docs/architecture.md, The gateway) and, in production mode, the
 * built PWA. createApp holds no global state: each call has its own database, settings and
 * rate-limit counters, so every test file gets a fresh gateway.
 */
import { withdrawCancellationRoutes } from './submissions/cancel'
import { extendRoutes } from './submissions/extend'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { AppEnv } from './context'
import type { Db } from './db/db'
import type { Env } from './env'
import { CONTRACTS } from '../../src/shared/contracts'
import { memberAuthRoutes } from './auth/member-auth'
import { authRoutes } from './auth/routes'
import { keyCheck } from './http/api-key'
import { errorHandler, notFoundHandler } from './http/errors'
import { faultSwitch } from './http/faults'
import { consoleLogger, type Logger, requestLog } from './http/logger'
import { createRateLimiter } from './http/rate-limit'
import { bucketStoreFor } from './http/rate-limit-store'
import { applyPlan, planHeaders } from './http/headers'
import { planSecurityHeaders } from './http/security'
import { appShell, hasBuiltApp, isApiPath } from './http/static'
import { callerIdRoutes } from './routes/caller-id'
import { verifySnapshotRoutes } from './routes/verify-snapshot'
import { certifierRoutes } from './routes/certifiers'
import { clockRoutes } from './routes/clock'
import { documentRoutes } from './routes/documents'
import { healthRoutes } from './routes/health'
import { keyRoutes } from './routes/keys'
import { organisationRoutes } from './routes/organisations'
import { premiumRoutes } from './routes/premium'
import { productRoutes } from './routes/products'
import { promotionRoutes } from './routes/promotions'
import { schemeRoutes } from './routes/schemes'
import { testRoutes } from './routes/test'
import { sendDueNotices } from './submissions/exclusion-notices'
import { submissionRoutes } from './submissions/routes'
import { memberStatusRoutes, statusRoutes } from './submissions/status'
import { staffRoutes } from './staff'
import { memberRoutes } from './insurance/members-me'
import { registerRoutes } from './register/routes'
import { SCHEME_IMAGE_PATH, schemeImageRoutes } from './insurance/scheme-images'
import { RESUMABLE_PATH, resumableRoutes, TUS_HEADERS } from './uploads/resumable'

export interface AppOptions {
  db: Db
  env: Env
  logger?: Logger
  /** Mount /api/test/* (tests only). Defaults to env.TEST_ROUTES. */
  testRoutes?: boolean
  /** Serve the built app from env.DIST_DIR. Defaults to env.SERVE_APP (on in production). */
  serveApp?: boolean
  /** True while the gateway is stopping: /api/health then answers 503 (server.ts). */
  draining?: () => boolean
  /** Clock of the rate limiter and of staff sessions and throttling, for tests. */
  now?: () => number
}

/** Paths under /api that answer without a key. */
export const OPEN_PATHS = ['/api/health']

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { db, env } = options
  const logger = options.logger ?? consoleLogger
  const now = options.now ?? Date.now
  const limiter = createRateLimiter(env.RATE_LIMIT_PER_MINUTE, now, bucketStoreFor(db, env, now))
  const app = new Hono<AppEnv>()

  // The request log first, so that it sees every answer, the front door's 401s included.
  if (env.LOG_REQUESTS) app.use(requestLog(logger))
  // The front door, one middleware, as each layer costs on every call (docs/design.md
  // section 7, the product/check bar): the per-app state every handler reads (c.get), the
  // security headers (http/security.ts), then under /api the key, else gzip for the app's
  // text files (from 1 KB, by their Content-Length; JSON answers are small). A 401 thrown
  // here is answered by the error handler with the headers already planned.
  const checkKey = keyCheck(env.GATEWAY_KEYS, OPEN_PATHS)
  const gzip = compress({ encoding: 'gzip' })
  app.use(async (c, next) => {
    c.set('db', db)
    c.set('env', env)
    c.set('logger', logger)
    c.set('limiter', limiter)
    const path = c.req.path
    planSecurityHeaders(c, path)
    // Every answer of the resumable uploads says their protocol's version, a 401 too.
    if (path.startsWith(RESUMABLE_PATH)) planHeaders(c, TUS_HEADERS)
    if (isApiPath(path)) {
      checkKey(c)
      await next()
    } else await gzip(c, next)
    applyPlan(c)
  })

  // Test mode only, and first, so that its faults apply to every call below it.
  if (options.testRoutes ?? env.TEST_ROUTES) app.route('/api', faultSwitch(env))
  app.route('/api/health', healthRoutes(options.draining))
  app.route('/api/product', productRoutes)
  app.route('/api/organisation', organisationRoutes)
  app.route('/api/promotions', promotionRoutes)
  app.route('/api/documents', documentRoutes)
  app.route('/api/callerId', callerIdRoutes)
  app.route('/api/verify', verifySnapshotRoutes)
  app.route('/api/certifier', certifierRoutes)
  app.route('/api/exclusions/status', statusRoutes)
  app.route('/api/exclusions/extend', extendRoutes)
  app.route('/api/exclusions/withdraw-cancellation', withdrawCancellationRoutes)
  app.route(RESUMABLE_PATH, resumableRoutes)
  app.route('/api', submissionRoutes(CONTRACTS, now))
  app.route('/api/auth', authRoutes(options.now ?? Date.now))
  app.route('/api/staff', staffRoutes(options.now ?? Date.now))
  app.route('/api/schemes', schemeRoutes)
  app.route('/api/premium', premiumRoutes)
  app.route('/api/members/status', memberStatusRoutes)
  app.route('/api/members/auth', memberAuthRoutes(options.now ?? Date.now))
  app.route('/api/members', memberRoutes(options.now ?? Date.now))
  app.route('/api/register', registerRoutes(options.now ?? Date.now))
  app.route('/api/keys', keyRoutes)
  // Outside production only, with or without TEST_ROUTES: the reminders are tried in
  // development by moving the clock (routes/clock.ts). Production has no such call.
  if (env.NODE_ENV !== 'production') app.route('/api/test/clock', clockRoutes(sendDueNotices))
  if (options.testRoutes ?? env.TEST_ROUTES) app.route('/api/test', testRoutes)
  // Scheme pictures: public, outside /api (no key, long cache).
  app.route(SCHEME_IMAGE_PATH, schemeImageRoutes)

  // Without a build (index.html) there is nothing to serve; startServer says so at start.
  if ((options.serveApp ?? env.SERVE_APP) && hasBuiltApp(env.DIST_DIR))
    app.use(appShell(env.DIST_DIR))
  app.notFound(notFoundHandler(app))
  app.onError(errorHandler())
  return app
}
