import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { makeReference } from '../../../src/shared/reference'
import { createApp } from '../app'
import type { Db } from '../db/db'
import { parseEnv } from '../env'
import { startServer, type RunningServer } from '../server'
import { expectFailure, KEY, postJson, testApp, testDb, type TestApp } from '../testing'
import { silentLogger } from './logger'
import { samplePdf } from '../uploads/sample-pdf'

const FIELDS = {
  companyName: 'Kalahari Foods',
  contactName: 'Neo Molefe',
  email: 'neo@kalahari.example',
  phone: '+26771234567',
  productName: 'Morula jam',
  brand: 'Kalahari Gold',
  category: 'food',
  batch: 'KG-1 to KG-500',
  description: 'Morula fruit jam.',
}

function registration(reference: string, document?: Uint8Array<ArrayBuffer>) {
  const form = new FormData()
  form.append('reference', reference)
  for (const [name, value] of Object.entries(FIELDS)) form.append(name, value)
  // One code is pending at most once: each registration its own, from its reference.
  form.append('productCode', `F${reference.slice(3)}`)
  if (document) form.append('document', new File([document], 'leaflet.pdf'))
  return form
}

let db: Db
let app: TestApp

beforeAll(async () => {
  db = await testDb()
  app = testApp(db)
}, 60_000)
afterAll(async () => {
  await db.close()
})
beforeEach(async () => {
  await postJson(app, '/api/test/faults/clear', {})
})

const register = (reference: string) =>
  app.request('/api/product/register', {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'Idempotency-Key': reference },
    body: registration(reference),
  })
const rules = (rule: Record<string, unknown>) => postJson(app, '/api/test/faults', rule)
const records = async (reference: string) => {
  const response = await postJson(app, '/api/test/records', {
    table: 'submissions',
    reference,
  })
  return ((await response.json()) as { data: { count: number } }).data.count
}

describe('the test-mode fault switch', () => {
  it('fails the next N calls of a path with the status asked for, then lets calls through', async () => {
    expect(
      (await rules({ mode: 'fail', path: 'product/register', count: 2, status: 502 })).status,
    ).toBe(200)
    const reference = makeReference('productRegistration')
    await expectFailure(await register(reference), 502)
    await expectFailure(await register(reference), 502)
    expect((await register(reference)).status).toBe(201)
    expect(await records(reference)).toBe(1)
  })

  it('fails the answer after the call ran (phase response): stored once, the retry is replayed', async () => {
    await rules({ mode: 'fail', path: 'product/register', phase: 'response' })
    const reference = makeReference('productRegistration')
    await expectFailure(await register(reference), 503)
    expect(await records(reference)).toBe(1)
    const retry = await register(reference)
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await records(reference)).toBe(1)
  })

  it('counts POST calls per call path, not its own probes', async () => {
    await register(makeReference('productRegistration'))
    await postJson(app, '/api/test/echo-create', {})
    const hits = await postJson(app, '/api/test/faults/hits', {})
    expect(((await hits.json()) as { data: unknown }).data).toEqual({ 'product/register': 1 })
  })

  it('counts rows by reference, and only in tables that exist', async () => {
    expect(await records('PR-NOTTHERE')).toBe(0)
    await expectFailure(
      await postJson(app, '/api/test/records', { table: 'no_such_table', reference: 'x' }),
      404,
    )
    await expectFailure(
      await postJson(app, '/api/test/records', { table: 'x; drop table uploads', reference: 'x' }),
      400,
    )
  })

  it('stalls until the time runs out', async () => {
    await rules({ mode: 'stall', path: 'product/register', ms: 200 })
    const started = Date.now()
    await expectFailure(await register(makeReference('productRegistration')), 504)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })

  it('refuses a malformed rule with 400', async () => {
    await expectFailure(await rules({ mode: 'explode' }), 400)
    await expectFailure(await rules({ mode: 'fail', count: 0 }), 400)
    await expectFailure(await rules({ mode: 'fail', path: '../etc' }), 400)
  })

  it('is not reachable without test mode, nor in production even when asked', async () => {
    const off = testApp(db, { testRoutes: false })
    await expectFailure(await postJson(off, '/api/test/faults', { mode: 'fail' }), 404)
    const production = createApp({
      db,
      env: parseEnv({ NODE_ENV: 'production' }),
      logger: silentLogger,
      testRoutes: true,
      serveApp: false,
    })
    for (const path of ['faults', 'faults/hits', 'faults/clear', 'records']) {
      await expectFailure(await postJson(production, `/api/test/${path}`, { mode: 'fail' }), 404)
    }
  })
})

describe('cutting the connection (a real server)', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer({
      env: parseEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false' }),
      port: 0,
      host: '127.0.0.1',
      memory: true,
      quiet: true,
      testMode: true,
      serveApp: false,
    })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/${path}`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, ...headers },
      body,
    })
  const json = { 'content-type': 'application/json' }
  const count = async (reference: string) => {
    const body = JSON.stringify({ table: 'submissions', reference })
    const response = await post('test/records', body, json)
    return ((await response.json()) as { data: { count: number } }).data.count
  }

  it('cuts mid-upload: the client sees a network error and nothing is stored', async () => {
    const rule = { mode: 'cut', path: 'product/register', afterBytes: 64 * 1024 }
    await post('test/faults', JSON.stringify(rule), json)
    const reference = makeReference('productRegistration')
    const big = new Uint8Array(samplePdf({ size: 4 * 1024 * 1024 }))
    await expect(post('product/register', registration(reference, big))).rejects.toThrow()
    expect(await count(reference)).toBe(0)
    const retry = await post('product/register', registration(reference, big))
    expect(retry.status).toBe(201)
    expect(await count(reference)).toBe(1)
  })

  it('cuts the answer after the call ran: the record is kept, and a retry is replayed', async () => {
    const rule = { mode: 'cut', path: 'product/register', phase: 'response' }
    await post('test/faults', JSON.stringify(rule), json)
    const reference = makeReference('productRegistration')
    await expect(post('product/register', registration(reference))).rejects.toThrow()
    expect(await count(reference)).toBe(1)
    const retry = await post('product/register', registration(reference))
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
  })
})
