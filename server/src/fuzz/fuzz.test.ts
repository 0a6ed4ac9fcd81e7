/**
 * The fuzz suite: every POST call the app has (read from the app's own route table, so a call
 * added later fails here until calls.ts has its sample), each sent with the session of a role
 * that may make it, so that the staff calls read their bodies rather than answer 401 first.
 *
 * - The attacks of cases.ts and a few hundred generated bodies, on every call.
 * - Structure-aware: each call's valid sample with one thing wrong at a time (mutations.ts).
 *   A text with a NUL or half an emoji in it must be a 400 on that very field (what PostgreSQL
 *   cannot keep is refused by the shared rules, never a 500); the rest must not be a 5xx.
 *
 * Every answer must come within 5 s, be the envelope (small: errors never echo input back) and
 * never a 5xx. The multipart calls' refusals mid-stream are fuzzed over a real connection in
 * uploads.test.ts. The test-only routes under /api/test are left out: they fail on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastMemberCode, PASSWORD, staffPost } from '../auth/testing'
import type { Db } from '../db/db'
import { seedDemoStaff } from '../auth/seed-staff'
import { seedInsurance } from '../insurance/seed'
import { testApp, testDb, type TestApp } from '../testing'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'
import {
  type CallSample,
  callSamples,
  CHANGES_PASSWORD,
  MEMBER,
  FACILITY,
  NEVER_STORED,
  SIGNS_OUT,
  SUPER,
} from './calls'
import { type FuzzCase, fixedCases, generatedCases } from './cases'
import { mutations } from './mutations'
import { headersFor, requestOf, seedCases, type Sessions, signInAll } from './requests'

let db: Db
let app: TestApp
let samples: Record<string, CallSample>
let sessions: Sessions

beforeAll(async () => {
  db = await testDb()
  await seedDemoStaff(db, PASSWORD)
  await seedInsurance(db)
  attachUploadStore(db, memoryUploadStore())
  app = testApp(db, {
    vars: {
      RATE_LIMIT_PER_MINUTE: '1000000',
      CREATE_RATE_LIMIT_PER_MINUTE: '1000000',
      REGISTER_CHECKS_PER_MINUTE: '1000000',
    },
    testRoutes: false,
  })
  samples = callSamples(await seedCases(app, db))
  sessions = await signInAll(app, [SUPER, SIGNS_OUT, CHANGES_PASSWORD, FACILITY], {
    email: MEMBER,
    db,
  })
  // The sample of members/auth/verify takes the code its email carries (once: the sample is sent
  // valid once; every other body is refused before or at the code).
  const verify = samples['/api/members/auth/verify']!
  await staffPost(app, '/api/members/auth/start', { email: verify.body.email })
  verify.body.code = await lastMemberCode(db, String(verify.body.email))
})
afterAll(async () => {
  await db.close()
})

/** Every POST path of the app under /api, as its router knows them. */
export function apiCalls(routes: readonly { method: string; path: string }[]): string[] {
  const paths = routes
    .filter((route) => route.method === 'POST' && route.path.startsWith('/api/'))
    .map((route) => route.path.replace(/\/$/, ''))
    .filter((path) => !path.includes('*') && !path.startsWith('/api/test'))
  return [...new Set(paths)].sort()
}

const HANG_MS = 5_000
const MAX_ERROR_BYTES = 8_192

interface Answer {
  status: number
  type: string | null
  text: string
}

async function send(path: string, init: RequestInit, sample?: CallSample): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${path}: no answer in 5 s`)), HANG_MS)
  })
  try {
    const response = await Promise.race([app.request(path, init), timeout])
    const text = await Promise.race([response.text(), timeout])
    // A password change replaces the session it was made in.
    const cookie = response.headers.get('set-cookie')
    if (cookie && sample?.as) sessions.set(sample.as, cookie.split(';')[0] ?? '')
    return { status: response.status, type: response.headers.get('content-type'), text }
  } finally {
    clearTimeout(timer)
  }
}

function problems(where: string, answer: Answer, sample?: CallSample): string[] {
  if (answer.status >= 500) return [`${where}: ${answer.status} ${answer.text.slice(0, 200)}`]
  const ok = answer.status >= 200 && answer.status < 300
  if (ok && sample?.answersFile && !answer.type?.startsWith('application/json')) return []
  // A resumable upload's success is its headers, with no body (tus 1.0).
  if (ok && sample?.encoding === 'tus') return []
  if (!answer.type?.startsWith('application/json')) return [`${where}: not JSON (${answer.type})`]
  let body: { success?: unknown; message?: unknown; errors?: unknown }
  try {
    body = JSON.parse(answer.text) as typeof body
  } catch {
    return [`${where}: a body that is not JSON`]
  }
  if (body.success !== ok)
    return [`${where}: success ${String(body.success)} with ${answer.status}`]
  if (ok) return []
  const found: string[] = []
  if (typeof body.message !== 'string' || body.message === '') found.push(`${where}: no message`)
  if (answer.text.length > MAX_ERROR_BYTES) found.push(`${where}: ${answer.text.length} bytes`)
  if (/Invalid \w+: |Expected .+ but received/.test(answer.text))
    found.push(`${where}: validator words`)
  const errors = body.errors
  if (errors !== undefined) {
    const fine =
      Array.isArray(errors) &&
      errors.every((e: { path?: unknown; message?: unknown }) => {
        return typeof e.path === 'string' && typeof e.message === 'string'
      })
    if (!fine) found.push(`${where}: malformed errors`)
  }
  return found
}

/** A case's request with the session its call's sample names added. */
function withSession(fuzz: FuzzCase, sample: CallSample): RequestInit {
  const headers = new Headers(fuzz.init.headers)
  const session = headersFor(sample, sessions)
  if (headers.has('x-api-key') && session.cookie) headers.set('cookie', session.cookie)
  headers.set('origin', session.origin!)
  return { ...fuzz.init, headers }
}

describe('fuzz: every call, bad input', () => {
  it('has a valid sample of every call, and every sample is accepted', async () => {
    const calls = apiCalls(app.routes)
    expect(calls).toContain('/api/product/check')
    expect(calls).toContain('/api/staff/cases/decide')
    expect(Object.keys(samples).sort()).toEqual(calls)
    const refused: string[] = []
    for (const [path, sample] of Object.entries(samples)) {
      const answer = await send(path, requestOf(sample, sample.body, sessions), sample)
      if (answer.status < 200 || answer.status > 299) {
        refused.push(`${path}: ${answer.status} ${answer.text.slice(0, 300)}`)
      }
    }
    expect(refused).toEqual([])
  })

  it('answers every attack and generated body with a small 4xx envelope, never a 5xx or a hang', async () => {
    const cases = [...fixedCases(), ...generatedCases(150)]
    const found: string[] = []
    for (const [path, sample] of Object.entries(samples)) {
      for (const fuzz of cases) {
        const answer = await send(path, withSession(fuzz, sample), sample)
        found.push(...problems(`${path} ${fuzz.name}`, answer, sample))
      }
    }
    expect(found).toEqual([])
  }, 300_000)

  it('refuses a NUL or half an emoji in any text on its field, and survives any other change', async () => {
    const found: string[] = []
    for (const [path, sample] of Object.entries(samples)) {
      const textOnly = sample.encoding === 'fields' || sample.encoding === 'tus'
      for (const mutation of mutations(sample.body, { textOnly })) {
        const where = `${path} ${mutation.name}`
        const answer = await send(path, requestOf(sample, mutation.body, sessions), sample)
        found.push(...problems(where, answer, sample))
        if (mutation.refusedAt === undefined || NEVER_STORED.has(mutation.key!)) continue
        if (sample.repaired?.includes(mutation.key!)) continue
        const paths = answer.status === 400 ? errorPaths(answer.text) : []
        if (!paths.includes(mutation.refusedAt)) {
          found.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`)
        }
      }
    }
    expect(found).toEqual([])
  }, 300_000)

  it('kept its sessions throughout, so that the staff calls read every body', async () => {
    const accounts = new Set(Object.values(samples).map((sample) => sample.as))
    accounts.delete(SIGNS_OUT)
    accounts.delete(undefined)
    for (const as of accounts) {
      const me: CallSample = { encoding: 'json', body: {}, as }
      // A member's session is no staff session: its own call says who is signed in.
      const path = as === MEMBER ? '/api/members/auth/me' : '/api/auth/me'
      expect((await send(path, requestOf(me, {}, sessions))).status, as).toBe(200)
    }
  })
})

function errorPaths(text: string): string[] {
  const body = JSON.parse(text) as { errors?: { path: string }[] }
  return (body.errors ?? []).map((error) => error.path)
}
