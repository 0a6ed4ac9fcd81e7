/**
 * The fuzz suite (issue 8, item 9): every POST call the app has (read from the app's own route
 * table, so calls added later are covered without editing this file) gets the attacks of
 * cases.ts and a few hundred generated bodies. It fails on any 5xx, on any answer that is not
 * the envelope (or is large: errors never echo input back), and on any call slower than 5 s.
 * The test-only routes under /api/test are left out: they inject faults on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { testApp, testDb, type TestApp } from '../testing'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'
import { type FuzzCase, fixedCases, generatedCases } from './cases'

let db: Db
let app: TestApp

beforeAll(async () => {
  db = await testDb()
  attachUploadStore(db, memoryUploadStore())
  app = testApp(db, { vars: { RATE_LIMIT_PER_MINUTE: '1000000' }, testRoutes: false })
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

async function send(path: string, fuzz: FuzzCase) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${path} ${fuzz.name}: no answer in 5 s`)), HANG_MS)
  })
  try {
    const response = await Promise.race([app.request(path, fuzz.init), timeout])
    const text = await Promise.race([response.text(), timeout])
    return { status: response.status, type: response.headers.get('content-type'), text }
  } finally {
    clearTimeout(timer)
  }
}

function problems(path: string, fuzz: FuzzCase, answer: Awaited<ReturnType<typeof send>>) {
  const where = `${path} ${fuzz.name}`
  if (answer.status >= 500) return [`${where}: ${answer.status} ${answer.text.slice(0, 200)}`]
  if (!answer.type?.startsWith('application/json')) return [`${where}: not JSON (${answer.type})`]
  let body: { success?: unknown; message?: unknown; errors?: unknown }
  try {
    body = JSON.parse(answer.text) as typeof body
  } catch {
    return [`${where}: a body that is not JSON`]
  }
  const ok = answer.status >= 200 && answer.status < 300
  if (body.success !== ok)
    return [`${where}: success ${String(body.success)} with ${answer.status}`]
  if (ok) return []
  const found: string[] = []
  if (typeof body.message !== 'string' || body.message === '') found.push(`${where}: no message`)
  if (answer.text.length > MAX_ERROR_BYTES) found.push(`${where}: ${answer.text.length} bytes`)
  if (/Invalid type|Expected|received/.test(answer.text)) found.push(`${where}: validator words`)
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

describe('fuzz: every call, bad input', () => {
  it('finds the calls in the app', () => {
    const calls = apiCalls(app.routes)
    expect(calls).toContain('/api/product/check')
    expect(calls).toContain('/api/product/register')
    expect(calls.length).toBeGreaterThanOrEqual(9)
  })

  it('answers every attack and generated body with a small 4xx envelope, never a 5xx or a hang', async () => {
    const cases = [...fixedCases(), ...generatedCases(300)]
    const found: string[] = []
    for (const path of apiCalls(app.routes)) {
      for (const fuzz of cases) found.push(...problems(path, fuzz, await send(path, fuzz)))
    }
    expect(found).toEqual([])
  }, 120_000)
})
