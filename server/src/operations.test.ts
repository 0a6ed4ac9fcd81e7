/**
 * What an operator sees: `npm run serve` is the gateway itself, so
 * SIGTERM to the process npm started stops it; a taken port is said at once with the setting
 * to change; the data folder is owner-only whatever the umask; the banner says where it listens.
 */
import { spawn } from 'node:child_process'
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEnv } from './env'
import { banner, startServer } from './main'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'scamlock-ops-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function takenPort(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => resolve(server))
  })
}
const portOf = (server: Server) => (server.address() as { port: number }).port

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return lstatSync(path).isDirectory() ? [path, ...walk(path)] : [path]
  })
}

describe('operating the gateway', () => {
  it('stops on SIGTERM to the process `npm run serve` started, leaving the port free', async () => {
    const free = await takenPort()
    const port = portOf(free)
    await new Promise((resolve) => free.close(resolve))
    const child = spawn('npm', ['run', 'serve', '--silent'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: tempDir(), SERVE_APP: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let errors = ''
    child.stdout.on('data', (data: Buffer) => (output += data.toString()))
    child.stderr.on('data', (data: Buffer) => (errors += data.toString()))
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    )
    const deadline = Date.now() + 50_000
    while (!output.includes('ScamLock is running') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(output).toContain(`http://localhost:${port}`)
    child.kill('SIGTERM')
    // A failure names the signal that ended it and what the gateway wrote to stderr.
    expect(await exited, `stderr: ${errors}`).toEqual({ code: 0, signal: null })
    // Nothing answers on the port any more: the gateway was the process, not its grandchild.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
  }, 60_000)

  it('says at once that the port is taken, and which setting to change', async () => {
    const taken = await takenPort()
    try {
      const child = spawn('node', ['--import', 'tsx', 'scripts/check-port.ts'], {
        env: { ...process.env, PORT: String(portOf(taken)), HOST: '127.0.0.1' },
      })
      let errors = ''
      child.stderr.on('data', (data: Buffer) => (errors += data.toString()))
      const code = await new Promise((resolve) => child.once('exit', resolve))
      expect(code).toBe(1)
      expect(errors).toContain(`Port ${portOf(taken)} is already in use`)
      expect(errors).toMatch(/PORT=\d+ npm start/)
    } finally {
      taken.close()
    }
  }, 30_000)

  it('keeps every file of the data folder owner-only, even under umask 0', async () => {
    const dataDir = tempDir()
    const before = process.umask(0)
    const env = parseEnv({ NODE_ENV: 'development', LOG_REQUESTS: 'false' })
    const server = await startServer({ env, port: 0, host: '127.0.0.1', dataDir, quiet: true })
    try {
      const entries = walk(dataDir)
      expect(entries.length).toBeGreaterThan(100) // the database's own files
      const open = entries.filter((path) => (lstatSync(path).mode & 0o077) !== 0)
      expect(open).toEqual([])
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700)
    } finally {
      await server.close()
      process.umask(before)
    }
  }, 60_000)

  it('says truthfully where it listens', () => {
    expect(banner('http://localhost:8080', undefined)).toMatch(/every network interface.*HOST=/)
    expect(banner('http://127.0.0.1:8080', '127.0.0.1')).toMatch(/listening on 127\.0\.0\.1 only/)
  })
})
