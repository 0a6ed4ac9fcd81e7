/**
 * `npm run demo` (README, "Staff area"): the gateway started the way scripts/start.sh --demo
 * starts it, as its own process, on a new data folder and on one a production start made
 * earlier. It serves the app at / and /login, and a demo account signs in with the password
 * the start printed: through the API with an Origin, as docs/api.md's curl example does,
 * and on the sign-in page.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../server/src/env'
import { startServer } from '../../server/src/main'
import { launch, newContext } from './browser'
import { heading, signIn } from './staff-helpers'
import { KEY } from './outbox-helpers'

interface Demo {
  url: string
  password: string
  output: string
  stop(): Promise<void>
}

const running: ChildProcess[] = []

/** The gateway as `npm run demo` execs it, on a free loopback port; resolves once it printed. */
function startDemo(dataDir: string): Promise<Demo> {
  const {
    DEMO_STAFF_PASSWORD: _set,
    DATABASE_URL: _url,
    NODE_ENV: _mode,
    ...inherited
  } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...inherited,
      // What scripts/start.sh --demo sets (and SERVE_APP=1, left out here: DEMO alone serves
      // the app, as the gateway started any other way must too).
      DEMO: '1',
      NODE_ENV: 'development',
      // What a test needs besides.
      DATA_DIR: dataDir,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 150 s:\n${output}`)), 150_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /ScamLock is running at (\S+)/.exec(output)?.[1]
      const password = /with the password (\S+)/.exec(output)?.[1]
      if (!url || !password) return
      clearTimeout(timer)
      resolve({
        url,
        password,
        output,
        stop: async () => {
          child.kill('SIGTERM')
          await exited
        },
      })
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => reject(new Error(`the demo stopped (${code}):\n${output}`)))
  })
}

/** Signs in through the API, as docs/api.md's curl example does: the key, JSON and an Origin. */
function apiSignIn(demo: Demo, email: string, origin = demo.url) {
  return fetch(`${demo.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: demo.password }),
  })
}

const folders: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'scamlock-demo-'))
  folders.push(dir)
  return dir
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL')
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

describe('npm run demo on a new data folder', () => {
  let demo: Demo
  beforeAll(async () => {
    demo = await startDemo(folder())
  })
  afterAll(async () => {
    await demo?.stop()
  })

  it('prints the demo accounts and their password after the banner', () => {
    expect(demo.output).toMatch(/Demo \(npm run demo\): sample data and accounts in /)
    expect(demo.output).toContain('<role>@<organisation>.example')
    expect(demo.output).toContain('super-administrator@all.example')
    expect(demo.password).toMatch(/^[A-Za-z0-9]{16}$/)
  })

  it('serves the app at / and /login', async () => {
    for (const path of ['/', '/login']) {
      const response = await fetch(`${demo.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(await response.text()).toContain('<div id="root"')
    }
  })

  it('signs a demo account in through the API with an Origin, and refuses it without', async () => {
    const response = await apiSignIn(demo, 'manager@regulator.example')
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/^staff-session=/)
    const elsewhere = await apiSignIn(demo, 'manager@regulator.example', 'https://example.org')
    expect(elsewhere.status).toBe(403)
  })

  it('signs a demo account in on /login', async () => {
    const browser = await launch()
    try {
      const context = await newContext(browser, { baseURL: demo.url })
      const page = await context.newPage()
      await signIn(page, 'system-administrator@union.example', demo.password)
      await page.waitForURL((url) => url.pathname === '/staff')
      await heading(page, 'Staff home')
    } finally {
      await browser.close()
    }
  })
})

describe('npm run demo on a data folder npm start made', () => {
  it('adds the demo accounts, which sign in', async () => {
    const dataDir = folder()
    const production = await startServer({
      env: parseEnv({ NODE_ENV: 'production' }),
      port: 0,
      host: '127.0.0.1',
      dataDir,
      quiet: true,
    })
    await production.close()
    const demo = await startDemo(dataDir)
    try {
      expect((await apiSignIn(demo, 'auditor@verify.example')).status).toBe(200)
    } finally {
      await demo.stop()
    }
    // Two starts of a gateway, each opening its database, on a loaded machine.
  }, 180_000)
})
