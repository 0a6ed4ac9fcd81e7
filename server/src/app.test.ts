import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './db/db'
import { memoryLogger } from './http/logger'
import { expectFailure, KEY, postJson, testApp, testDb, type TestApp } from './testing'

let db: Db
let app: TestApp

beforeAll(async () => {
  db = await testDb()
  app = testApp(db)
})
afterAll(async () => {
  await db.close()
})

const valid = { product: { code: 'BWP100001', name: 'Soap' }, quantity: 2 }

describe('health', () => {
  it('answers without a key', async () => {
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
  })

  it('answers 503 with the envelope when the database is down', async () => {
    const broken = { ...db, query: () => Promise.reject(new Error('connection lost')) }
    const response = await testApp(broken).request('/api/health')
    await expectFailure(response, 503)
  })
})

describe('gateway key', () => {
  it('refuses a missing key with 401', async () => {
    const response = await postJson(app, '/api/test/strict', valid, { 'x-api-key': undefined })
    await expectFailure(response, 401)
  })

  it('refuses an unknown key with 401', async () => {
    const response = await postJson(app, '/api/test/strict', valid, {
      'x-api-key': 'dev-gateway-kez',
    })
    await expectFailure(response, 401)
  })

  it('answers a 401 with the security headers and no-store, and logs it', async () => {
    const logger = memoryLogger()
    const logged = testApp(db, { logger, vars: { LOG_REQUESTS: 'true' } })
    const response = await postJson(logged, '/api/test/strict', valid, { 'x-api-key': undefined })
    await expectFailure(response, 401)
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(logger.lines.some((line) => / POST \/api\/test\/strict 401 /.test(line))).toBe(true)
  })

  it('accepts any key of GATEWAY_KEYS', async () => {
    const multi = testApp(db, { vars: { GATEWAY_KEYS: 'first-key-123, second-key-456' } })
    expect(
      (await postJson(multi, '/api/test/strict', valid, { 'x-api-key': 'second-key-456' })).status,
    ).toBe(200)
    await expectFailure(await postJson(multi, '/api/test/strict', valid), 401)
  })
})

describe('unknown paths and methods', () => {
  it('answers 404 with the envelope under /api', async () => {
    await expectFailure(await postJson(app, '/api/no/such/call', {}), 404)
    await expectFailure(await postJson(app, '/api', {}), 404)
  })

  it('answers 405 with Allow for another method on a known call', async () => {
    const response = await app.request('/api/test/strict', { headers: { 'x-api-key': KEY } })
    const body = await expectFailure(response, 405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(body.message).toMatch(/POST/)
  })

  it('answers a non-/api path with the 404 envelope when not serving the app', async () => {
    await expectFailure(await app.request('/verify/agent'), 404)
  })
})

describe('request bodies', () => {
  it('answers malformed JSON with 400', async () => {
    const body = await expectFailure(await postJson(app, '/api/test/strict', '{"product": '), 400)
    expect(body.message).toMatch(/not valid JSON/)
    await expectFailure(await postJson(app, '/api/test/strict', ''), 400)
  })

  it('answers 415 for text/plain, for multipart on a JSON call and for no content type', async () => {
    await expectFailure(
      await postJson(app, '/api/test/strict', valid, { 'content-type': 'text/plain' }),
      415,
    )
    const form = new FormData()
    form.set('product', 'x')
    const multipart = await app.request('/api/test/strict', {
      method: 'POST',
      headers: { 'x-api-key': KEY },
      body: form,
    })
    await expectFailure(multipart, 415)
    await expectFailure(
      await postJson(app, '/api/test/strict', valid, { 'content-type': undefined }),
      415,
    )
  })

  it('answers 415 for JSON on a multipart call', async () => {
    await expectFailure(await postJson(app, '/api/test/upload', { reference: 'PR-7K3M9Q2P' }), 415)
  })

  it('takes a charset parameter on the JSON media type', async () => {
    const response = await postJson(app, '/api/test/strict', valid, {
      'content-type': 'application/json; charset=utf-8',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, data: valid })
  })

  it('answers JSON over 1 MB with 413, streamed or declared', async () => {
    const big = JSON.stringify({ value: 'a'.repeat(1024 * 1024) })
    await expectFailure(await postJson(app, '/api/test/strict', big), 413)
    const declared = await postJson(app, '/api/test/strict', '{}', {
      'content-length': String(2 * 1024 * 1024),
    })
    await expectFailure(declared, 413)
  })
})

describe('validation', () => {
  it('answers 400 with one entry per invalid field, by dot path', async () => {
    const response = await postJson(app, '/api/test/strict', {
      product: { code: 'x' },
      quantity: 'two',
    })
    const body = await expectFailure(response, 400)
    expect(body.errors).toEqual([
      { path: 'product.code', message: 'Enter a valid code' },
      { path: 'product.name', message: 'Required' },
      { path: 'quantity', message: 'Enter a number' },
    ])
  })

  it('answers 400 on an unknown key of a strict schema, nested too', async () => {
    const response = await postJson(app, '/api/test/strict', {
      ...valid,
      product: { ...valid.product, colour: 'red' },
      admin: true,
    })
    const body = await expectFailure(response, 400)
    expect(body.errors).toEqual([
      { path: 'product.colour', message: 'Unknown field' },
      { path: 'admin', message: 'Unknown field' },
    ])
  })

  it('answers 400 when the body is not an object', async () => {
    const body = await expectFailure(await postJson(app, '/api/test/strict', [1, 2]), 400)
    expect(body.errors?.[0]?.path).toBe('')
  })
})

describe('headers and logging', () => {
  it('marks API answers no-store and adds the security headers', async () => {
    const response = await postJson(app, '/api/test/strict', valid)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  it('logs method, path, status and duration, never query, body or key', async () => {
    const logger = memoryLogger()
    const logged = testApp(db, { logger, vars: { LOG_REQUESTS: 'true' } })
    await postJson(logged, '/api/test/strict?secret=q', {
      ...valid,
      product: { code: 'SECRET1', name: 'n' },
    })
    expect(logger.lines).toHaveLength(1)
    const [line] = logger.lines
    expect(line).toMatch(/ POST \/api\/test\/strict 200 \d+ms$/)
    expect(line).not.toMatch(/secret|SECRET1|dev-gateway-key/i)
  })
})
