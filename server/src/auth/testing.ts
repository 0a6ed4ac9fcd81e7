/**
 * Test support for the staff calls (imported by *.test.ts only): a gateway on a fresh
 * database with the demo staff accounts and a clock the test moves, and requests the way a
 * page of this site sends them (same Origin, the session cookie).
 */
import { expect } from 'vitest'
import type { Db } from '../db/db'
import { seedDemoStaff } from './seed-staff'
import { KEY, testApp, testDb, fromAddress, type TestApp } from '../testing'

export const PASSWORD = 'demo-staff-password'
export const ORIGIN = 'http://localhost'

export interface StaffTest {
  db: Db
  app: TestApp
  clock: { now: number }
  close(): Promise<void>
}

export async function staffTest(vars: Record<string, string> = {}): Promise<StaffTest> {
  const db = await testDb()
  await seedDemoStaff(db, PASSWORD)
  const clock = { now: Date.parse('2026-06-01T08:00:00Z') }
  const app = testApp(db, {
    now: () => clock.now,
    vars: { RATE_LIMIT_PER_MINUTE: '100000', ...vars },
  })
  return { db, app, clock, close: () => db.close() }
}

export interface StaffRequest {
  cookie?: string | undefined
  headers?: Record<string, string | undefined>
  /** The client's address (each address has its own sign-in counters). */
  from?: string
}

/** POST JSON as a page of this site would: key, same Origin, and the cookie when given. */
export function staffPost(app: TestApp, path: string, body: unknown, options: StaffRequest = {}) {
  const headers: Record<string, string> = {}
  const all: Record<string, string | undefined> = {
    'content-type': 'application/json',
    'x-api-key': KEY,
    origin: ORIGIN,
    cookie: options.cookie,
    ...options.headers,
  }
  for (const [name, value] of Object.entries(all)) if (value !== undefined) headers[name] = value
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const bindings = options.from ? fromAddress(options.from) : undefined
  return app.request(path, { method: 'POST', headers, body: text }, bindings as never)
}

/** The `name=value` of the Set-Cookie of a response, for the next request's Cookie header. */
export function cookieOf(response: Response): string {
  const set = response.headers.get('set-cookie') ?? ''
  return set.split(';')[0] ?? ''
}

/** Signs in and returns the session cookie; fails the test unless the sign-in succeeds. */
export async function signIn(app: TestApp, email: string, password = PASSWORD, from?: string) {
  const response = await staffPost(app, '/api/auth/login', { email, password }, { from })
  expect(response.status, `sign-in of ${email}`).toBe(200)
  return cookieOf(response)
}

/** The last sign-in code queued for `email` (read from the message, as its reader would). */
export async function lastMemberCode(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.query<{ body_text: string }>(
    `select body_text from messages where recipient = $1 and kind = 'member.sign-in-code'
     order by id desc limit 1`,
    [email],
  )
  return row?.body_text.match(/\b(\d{6})\b/)?.[1]
}

/**
 * Signs a member in with a code by email (members/auth/start, then verify with the code the
 * email carries) and returns the session cookie; fails the test unless it succeeds.
 */
export async function memberSignIn(
  app: TestApp,
  db: Db,
  email: string,
  extra: { reference?: string; from?: string } = {},
) {
  const started = await staffPost(app, '/api/members/auth/start', { email }, extra)
  expect(started.status, `code for ${email}`).toBe(202)
  const code = await lastMemberCode(db, email)
  const { from, ...body } = extra
  const response = await staffPost(
    app,
    '/api/members/auth/verify',
    { email, code, ...body },
    { from },
  )
  expect(response.status, `member sign-in of ${email}`).toBe(200)
  return cookieOf(response)
}

/** Signs in a demo account the way its kind does: a member with a code, staff with a password. */
export function signInAs(
  app: TestApp,
  db: Db,
  account: { email: string; role: string; organisation: string },
) {
  return account.role === 'account' && account.organisation === 'union'
    ? memberSignIn(app, db, account.email)
    : signIn(app, account.email)
}
