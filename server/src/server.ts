/**
 * Starts a gateway: open the database, migrate, seed, listen. Used by main.ts (the start
 * command) and by browser-test setup (port 0 picks a free port; a temp data dir per run).
 * close() stops accepting, lets requests in flight finish (up to a grace period), then closes
 * the database cleanly so PGlite's folder can be opened again.
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import type { Db } from './db/db'
import { migrate } from './db/migrate'
import { openDb } from './db/open'
import { seed } from './db/seed'
import { type Env, loadEnv } from './env'
import { consoleLogger, type Logger, silentLogger } from './http/logger'
import { hasBuiltApp } from './http/static'
import { prepareTestRoutes } from './routes/test'

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
}

export interface RunningServer {
  url: string
  port: number
  db: Db
  env: Env
  /** Lines for the operator: warnings, seed notes (printed by main). */
  notes: string[]
  close(): Promise<void>
}

const GRACE_MS = 10_000

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const base = options.env ?? loadEnv()
  const env: Env = {
    ...base,
    DATA_DIR: options.dataDir ?? base.DATA_DIR,
    DIST_DIR: options.distDir ?? base.DIST_DIR,
  }
  const logger = options.logger ?? (options.quiet ? silentLogger : consoleLogger)
  const host = options.host ?? env.HOST
  const notes: string[] = []

  const db = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    memory: options.memory,
  })
  let httpServer: ReturnType<typeof serve> | undefined
  try {
    const { fresh } = await migrate(db)
    const seeded = await seed(db, {
      fresh,
      production: env.NODE_ENV === 'production',
      demoStaffPassword: env.DEMO_STAFF_PASSWORD,
    })
    notes.push(...seeded.notes)

    const serveApp = options.serveApp ?? env.SERVE_APP
    if (serveApp && !hasBuiltApp(env.DIST_DIR)) {
      notes.push(
        `No built app in ${env.DIST_DIR} (index.html is missing): only /api answers. ` +
          'Run `npm run build` first, or `npm start`, which builds and then serves.',
      )
    }
    if (options.testMode) await prepareTestRoutes(db)
    const app = createApp({ db, env, logger, serveApp, testRoutes: options.testMode })
    const port = await new Promise<number>((resolve, reject) => {
      httpServer = serve(
        { fetch: app.fetch, port: options.port ?? env.PORT, hostname: host },
        (info: AddressInfo) => resolve(info.port),
      )
      httpServer.once('error', reject)
    })
    const server = httpServer!
    let closing: Promise<void> | undefined
    return {
      url: `http://${urlHost(host)}:${port}`,
      port,
      db,
      env,
      notes,
      close() {
        closing ??= (async () => {
          await stopListening(server)
          await db.close()
        })()
        return closing
      },
    }
  } catch (error) {
    if (httpServer) await stopListening(httpServer).catch(() => {})
    await db.close().catch(() => {})
    throw error
  }
}

function urlHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}

function stopListening(server: ReturnType<typeof serve>): Promise<void> {
  return new Promise((resolve) => {
    // Closing stops new connections and ends idle keep-alive ones; requests in flight finish.
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, GRACE_MS)
    force.unref()
    server.close(() => {
      clearTimeout(force)
      resolve()
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  })
}
