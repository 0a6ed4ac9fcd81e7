import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { expectFailure, KEY, postJson, testApp, testDb, type TestApp } from '../testing'
import { INTERNAL_ERROR_MESSAGE } from './errors'
import { memoryLogger } from './logger'

let db: Db
let app: TestApp

beforeAll(async () => {
  db = await testDb()
  app = testApp(db)
})
afterAll(async () => {
  await db.close()
})

describe('lists', () => {
  it('adds page, pageSize and total to the success envelope', async () => {
    const response = await postJson(app, '/api/test/list', { page: 3 })
    const body = (await response.json()) as { data: unknown[] }
    expect(body).toMatchObject({ success: true, page: 3, pageSize: 20, total: 45 })
    expect(body.data).toHaveLength(5)
  })
})

describe('errors', () => {
  it("keeps an HTTPException's status, in the envelope", async () => {
    const body = await expectFailure(await postJson(app, '/api/test/forbidden', {}), 403)
    expect(body.message).toBe('Not for you')
  })

  it('never answers bad input with a 5xx', async () => {
    const bodies = [
      'null',
      '"text"',
      '42',
      '[]',
      '{"__proto__": {"admin": true}}',
      '{"product": null, "quantity": 1e400}',
      '{"product": {"code": ["a"], "name": {}}, "quantity": -1}',
      '{"reference": 12345678, "value": 1}',
      '{"page": "1", "pageSize": 1000}',
      '\u0000',
      new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    ]
    const paths = [
      '/api/test/strict',
      '/api/test/echo-create',
      '/api/test/list',
      '/api/test/upload',
    ]
    for (const path of paths) {
      for (const body of bodies) {
        const response = await app.request(path, {
          method: 'POST',
          headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
          body,
        })
        expect(response.status, `${path} ${String(body)}`).toBeGreaterThanOrEqual(400)
        expect(response.status, `${path} ${String(body)}`).toBeLessThan(500)
        await expectFailure(response, response.status)
      }
    }
  })

  it('answers an unexpected error with a generic 500 that leaks nothing', async () => {
    const logger = memoryLogger()
    const response = await postJson(testApp(db, { logger }), '/api/test/boom', {})
    const body = await expectFailure(response, 500)
    expect(body.message).toBe(INTERNAL_ERROR_MESSAGE)
    expect(JSON.stringify(body)).not.toMatch(/secret_table|select|at /)
  })
})
