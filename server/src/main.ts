/**
 * The start command's gateway (`npm start`, `npm run demo`, `npm run serve`): settings from
 * the environment, database in DATA_DIR (or DATABASE_URL), the app on PORT. SIGTERM and SIGINT stop it gracefully
 * (server.ts): /api/health says 503 for SHUTDOWN_DELAY_SECONDS, then no new connections,
 * requests in flight finish within SHUTDOWN_GRACE_SECONDS, the database closes, exit 0. A
 * second signal stops at once (exit 1), for an operator who cannot wait.
 */
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { demoTable } from './demo'
import { EnvError, loadEnv } from './env'
import { PortInUseError } from './port'
import { startServer } from './server'

// Browser-test setup imports startServer from here; only running this file starts a gateway.
export { startServer, type RunningServer, type StartOptions } from './server'

/** The first line: the address, and truthfully where the gateway listens. */
export function banner(url: string, host: string | undefined): string {
  if (host && host !== '0.0.0.0' && host !== '::') {
    return `ScamLock is running at ${url} (listening on ${host} only)`
  }
  return (
    `ScamLock is running at ${url} (listening on every network interface: other machines ` +
    'can reach it too; set HOST=127.0.0.1 for this machine only)'
  )
}

async function main() {
  let env
  try {
    env = loadEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  let server
  try {
    server = await startServer({ env })
  } catch (error) {
    if (error instanceof PortInUseError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  console.log(banner(server.url, server.host))
  if (env.DEMO) {
    console.log(
      `Demo (npm run demo): sample data and accounts in ${env.DATA_DIR}, apart from the ` +
        'database of npm start; remove that folder to start again.',
    )
  }
  console.log(`\nDemo records to try (sample data):\n${demoTable()}\n`)
  for (const note of server.notes) console.log(note)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) {
      console.error(`${signal} received again: stopping now`)
      process.exit(1)
    }
    stopping = true
    console.log(`${signal} received: stopping`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

function isEntry(): boolean {
  const script = process.argv[1]
  if (!script) return false
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

if (isEntry()) {
  main().catch((error: unknown) => {
    console.error('ScamLock could not start:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
