/**
 * A gateway as its own process for the tests of several gateways (imported by *.test.ts only):
 * the start command's entry (main.ts) with the given settings, ready once it prints its
 * address; stop() sends SIGTERM, the way an orchestrator stops it, and waits for the exit;
 * kill() sends SIGKILL, a crash, with no chance to finish anything.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const READY = /ScamLock is running at (http:\/\/\S+)/

export interface GatewayProcess {
  url: string
  pid: number
  /** Everything it printed, for a failing test's message. */
  output(): string
  stop(): Promise<number | null>
  kill(): Promise<unknown>
}

export function startGatewayProcess(
  vars: Record<string, string>,
  timeoutMs = 120_000,
): Promise<GatewayProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    // Only what the gateway needs: no setting of the test process leaks in (DATABASE_URL).
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...vars },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`The gateway did not start in time:\n${printed}`))
    }, timeoutMs)
    const read = (chunk: Buffer) => {
      printed += chunk.toString()
      const ready = READY.exec(printed)
      if (!ready) return
      clearTimeout(timer)
      resolve({
        url: ready[1]!,
        pid: child.pid!,
        output: () => printed,
        stop() {
          if (child.exitCode === null) child.kill('SIGTERM')
          return exited
        },
        kill() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
          return exited
        },
      })
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`The gateway exited (${code}) before it was ready:\n${printed}`))
    })
  })
}
