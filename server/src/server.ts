/**
 * Starts a gateway: open the database, migrate, seed, listen. Used by main.ts (the start
 * command) and by browser-test setup (port 0 picks a free port; a temp data dir per run).
 *
 * close() is a graceful stop (a gateway behind a balancer is replaced
 * without failing anyone's request). First /api/health answers 503 so the balancer stops
 * sending, while the gateway still serves for SHUTDOWN_DELAY_SECONDS (what a balancer needs to
 * notice); then it stops accepting connections and lets the requests in flight finish, an
 * upload too, for up to SHUTDOWN_GRACE_SECONDS; then whatever is still open is cut and the
 * database closed cleanly (so PGlite's folder can be opened again). Answers sent meanwhile say
 * `Connection: close`, so keep-alive clients reconnect to another gateway.
 *
 * Before anything slow: the port is checked (a taken port says which setting to change). At
 * start: the data folder is made owner-only, the uploads' temporary folder emptied (what a
 * crash left) and unreferenced uploads swept, then hourly. The HTTP server has the slow-client
 * guards of http/connections.ts, and answers what its parser refuses with the envelope
 * (http/client-errors.ts).
 */
import { sendDueNotices } from './submissions/exclusion-notices'
import { mkdirSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import type { Db } from './db/db'
import { migrate } from './db/migrate'
import { openDb } from './db/open'
import { seed } from './seed'
import { type Env, loadEnv } from './env'
import { answerClientErrors } from './http/client-errors'
import { consoleLogger, type Logger, silentLogger } from './http/logger'
import {
  CONNECTION_LIMITS,
  type ConnectionLimits,
  guardConnections,
  serverOptions,
} from './http/connections'
import { cleanBucketsEvery } from './http/rate-limit-store'
import { hasBuiltApp } from './http/static'
import { gatewayJobs } from './jobs'
import { type Scheduler, startJobs } from './jobs/scheduler'
import { type Messaging, messagingFor } from './messages/transports'
import { checkPort } from './port'
import { makePrivate, privateUmask } from './private-files'
import { prepareTestRoutes } from './routes/test'
import { sweepUploads, uploadStoreFor } from './uploads/store'
import { sweepResumable } from './uploads/resumable'
import { clearUploadTemp } from './http/upload-temp'
import { flushChecks } from './verification/state'

export interface StartOptions {
  /** Settings; defaults to the process environment. */
  env?: Env
  /** Overrides env.PORT; 0 picks a free port. */
  port?: number
  /** Overrides env.HOST (default: every interface). */
  host?: string
  /** Overrides env.DATA_DIR. */
  dataDir?: string
  /** Overrides env.DIST_DIR. */
  distDir?: string
  /** In-memory PGlite instead of DATA_DIR (ignored when DATABASE_URL is set). */
  memory?: boolean
  logger?: Logger
  /** No request log and no console output (tests). */
  quiet?: boolean
  /** Mount the test-only routes under /api/test. */
  testMode?: boolean
  /** Serve the built app; defaults to env.SERVE_APP. */
  serveApp?: boolean
  /** Slow-client guards other than the defaults (tests). */
  connectionLimits?: Partial<ConnectionLimits>
}

export interface RunningServer {
  /** The address to open on this machine (localhost when listening on every interface). */
  url: string
  port: number
  /** The listening address as set (HOST); undefined: every interface. */
  host: string | undefined
  db: Db
  env: Env
  /** Lines for the operator: warnings, seed notes (printed by main). */
  notes: string[]
  close(): Promise<void>
}

const SWEEP_EVERY_MS = 60 * 60 * 1000

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const base = options.env ?? loadEnv()
  const env: Env = {
    ...base,
    DATA_DIR: options.dataDir ?? base.DATA_DIR,
    DIST_DIR: options.distDir ?? base.DIST_DIR,
  }
  const logger = options.logger ?? (options.quiet ? silentLogger : consoleLogger)
  const host = options.host ?? env.HOST
  const port = options.port ?? env.PORT
  const notes: string[] = []
  await checkPort(port, host)

  privateUmask()
  // DATA_DIR holds the uploads even with DATABASE_URL; an in-memory start (tests) uses none.
  if (!options.memory) mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 })
  const db = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    memory: options.memory,
  })
  let httpServer: ReturnType<typeof serve> | undefined
  let sweeper: NodeJS.Timeout | undefined
  let stopCleaning = () => {}
  let jobs: Scheduler | undefined
  let messaging: Messaging | undefined
  const closeTransports = () => {
    for (const transport of Object.values(messaging?.transports ?? {})) transport.close()
  }
  try {
    if (!options.memory) await makePrivate(env.DATA_DIR)
    await clearUploadTemp(env)
    const { fresh } = await migrate(db)
    const seeded = await seed(db, {
      fresh,
      production: env.NODE_ENV === 'production',
      demo: env.DEMO,
      demoStaffPassword: env.DEMO_STAFF_PASSWORD,
    })
    notes.push(...seeded.notes)

    if (env.DATABASE_URL && !env.UPLOADS_S3) {
      notes.push(
        `Uploads are kept in ${env.DATA_DIR} on this machine: with several gateways on one ` +
          'database, set UPLOADS_S3_* so that every gateway reads every file (README, "Running at scale").',
      )
    }
    const serveApp = options.serveApp ?? env.SERVE_APP
    if (serveApp && !hasBuiltApp(env.DIST_DIR)) {
      notes.push(
        `No built app in ${env.DIST_DIR} (index.html is missing): only /api answers. ` +
          'Run `npm run build` first, or `npm start`, which builds and then serves.',
      )
    }
    if (options.testMode) await prepareTestRoutes(db)
    const state = { draining: false }
    const app = createApp({
      db,
      env,
      logger,
      serveApp,
      testRoutes: options.testMode,
      draining: () => state.draining,
    })
    const sweep = () => sweepUploads(db, uploadStoreFor(db, env)).catch(() => 0)
    await sweep()
    sweeper = setInterval(() => void sweep(), SWEEP_EVERY_MS)
    sweeper.unref()
    if (env.RATE_LIMIT_STORE === 'database') stopCleaning = cleanBucketsEvery(db)
    // Messages: sent by every gateway's jobs, or written as files outside production.
    messaging = messagingFor(env)
    notes.push(...messaging.notes)
    jobs = startJobs(
      gatewayJobs({
        db,
        logger,
        messaging,
        env,
        dueNotices: (today) => sendDueNotices(db, today),
        sweepResumable: () => sweepResumable(db, env),
      }),
      logger,
    )

    const limits = { ...CONNECTION_LIMITS, ...options.connectionLimits }
    const listening = await new Promise<number>((resolve, reject) => {
      httpServer = serve(
        { fetch: app.fetch, port, hostname: host, serverOptions: serverOptions(limits) },
        (info: AddressInfo) => resolve(info.port),
      )
      httpServer.once('error', reject)
      guardConnections(httpServer as Server, limits, { perClientCap: !env.TRUST_PROXY })
      answerClientErrors(httpServer as Server)
      // First, before the app answers: while draining, no connection is kept for another request.
      httpServer.prependListener('request', (_request, response) => {
        if (state.draining) response.shouldKeepAlive = false
      })
    })
    const server = httpServer!
    let closing: Promise<void> | undefined
    return {
      url: `http://${urlHost(host)}:${listening}`,
      port: listening,
      host,
      db,
      env,
      notes,
      close() {
        closing ??= (async () => {
          state.draining = true
          clearInterval(sweeper)
          stopCleaning()
          // No new job runs; a message being sent is sent and recorded before the database closes.
          const jobsStopped = jobs?.stop()
          await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_SECONDS * 1000))
          await stopListening(server, env.SHUTDOWN_GRACE_SECONDS * 1000)
          await jobsStopped
          closeTransports()
          await flushChecks(db).catch(() => {})
          await db.close()
        })()
        return closing
      },
    }
  } catch (error) {
    clearInterval(sweeper)
    stopCleaning()
    await jobs?.stop()
    closeTransports()
    if (httpServer) await stopListening(httpServer, 0).catch(() => {})
    await db.close().catch(() => {})
    throw error
  }
}

function urlHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}

function stopListening(server: ReturnType<typeof serve>, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Closing stops new connections and ends idle keep-alive ones; requests in flight finish.
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, graceMs)
    force.unref()
    server.close(() => {
      clearTimeout(force)
      resolve()
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  })
}
