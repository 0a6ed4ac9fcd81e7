/**
 * Exits 1 with a hint when PORT (default 8080) is taken at HOST; run by scripts/start.sh before
 * the build. Reads the settings as the gateway does (server/src/env.ts).
 */
import { EnvError, loadEnv } from '../server/src/env'
import { checkPort, PortInUseError } from '../server/src/port'

try {
  const env = loadEnv()
  await checkPort(env.PORT, env.HOST)
} catch (error) {
  if (error instanceof PortInUseError || error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
