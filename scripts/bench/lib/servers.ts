/**
 * The servers a bench measures, each in a child process of its own so that it has a core to
 * itself and the load generator (in the parent) the other: `gateway` is the real gateway
 * (startServer: migrate, seed, every middleware; no request log, no built app) on a temp data
 * folder; `bare` is a bare Hono route on @hono/node-server, the yardstick of docs/design.md
 * section 7. Each child reports its port over IPC, its CPU time on 'cpu', its resident memory
 * on 'rss', and stops on 'stop'.
 */
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

export type ServerKind = 'gateway' | 'bare'

const ROLE = 'SCAMLOCK_BENCH_SERVER'

export interface ChildServer {
  port: number
  /** The child's resident memory, in bytes. */
  rss(): Promise<number>
  /** The child's CPU time so far (user + system), in microseconds. */
  cpu(): Promise<number>
  stop(): Promise<void>
}

/** The bare route: one POST answering a small JSON envelope, nothing else. */
export const BARE_PATH = '/api/bare'

export async function startChild(kind: ServerKind, vars: Record<string, string> = {}) {
  // BENCH_CPU_PROF=<folder>: each child writes a V8 CPU profile there when it stops, to see
  // where a request's time goes (summarise it with lib/profile-summary.ts).
  const profile = process.env.BENCH_CPU_PROF
  const child = fork(import.meta.filename, [], {
    execArgv: [
      '--import',
      'tsx',
      ...(profile
        ? [
            '--cpu-prof',
            `--cpu-prof-dir=${profile}`,
            `--cpu-prof-name=${kind}-${Date.now()}.cpuprofile`,
          ]
        : []),
    ],
    env: { ...process.env, ...vars, [ROLE]: kind },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port?: number }) => resolve(message.port ?? 0))
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)))
  })
  return {
    port,
    rss: () =>
      new Promise<number>((resolve) => {
        child.once('message', (message: { rss?: number }) => resolve(message.rss ?? 0))
        child.send('rss')
      }),
    cpu: () =>
      new Promise<number>((resolve) => {
        child.once('message', (message: { cpu?: number }) => resolve(message.cpu ?? 0))
        child.send('cpu')
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.send('stop')
      }),
  } satisfies ChildServer
}

async function runGateway() {
  const { startServer } = await import('../../../server/src/main')
  const { parseEnv } = await import('../../../server/src/env')
  const dataDir = mkdtempSync(join(tmpdir(), 'scamlock-bench-'))
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_REQUESTS: 'false',
    SERVE_APP: 'false',
    RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '1000000',
    CREATE_RATE_LIMIT_PER_MINUTE: process.env.CREATE_RATE_LIMIT_PER_MINUTE ?? '1000000',
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'false',
    DATA_DIR: dataDir,
  })
  const server = await startServer({ env, port: 0, host: '127.0.0.1', quiet: true })
  process.send?.({ port: server.port })
  return async () => {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function runBare() {
  const app = new Hono().post(BARE_PATH, (c) => c.json({ success: true, data: { ok: true } }))
  let port = 0
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = info.port
      resolve(started)
    })
  })
  process.send?.({ port })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

// Child side: started by fork() above, which names the role in the environment (never set in
// the parent, which imports this module too).
const kind = process.env[ROLE]
if (process.send && (kind === 'gateway' || kind === 'bare')) {
  const stop = kind === 'gateway' ? await runGateway() : await runBare()
  process.on('message', (message) => {
    if (message === 'stop') void stop().then(() => process.exit(0))
    if (message === 'rss') process.send?.({ rss: process.memoryUsage.rss() })
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage()
      process.send?.({ cpu: user + system })
    }
  })
}
