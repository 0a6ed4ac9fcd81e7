import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../db/db'
import { expectFailure, postForm, postJson, testApp, testDb, type TestApp } from '../testing'
import { canonicalJson, requestHash } from './idempotency'

let db: Db
let app: TestApp

beforeAll(async () => {
  db = await testDb()
  app = testApp(db)
})
afterAll(async () => {
  await db.close()
})

const rows = async (reference: string) =>
  (await db.query('select * from test_echo where reference = $1', [reference])).length

const create = (body: unknown, headers: Record<string, string | undefined> = {}) =>
  postJson(app, '/api/test/echo-create', body, headers)

describe('idempotent create', () => {
  it('answers a repeat with the first answer and creates nothing more', async () => {
    const body = { reference: 'EX-7K3M9Q2P', value: 'one' }
    const first = await create(body, { 'Idempotency-Key': 'EX-7K3M9Q2P' })
    expect(first.status).toBe(201)
    const firstBody = await first.text()
    expect(JSON.parse(firstBody)).toEqual({ success: true, data: { reference: 'EX-7K3M9Q2P' } })

    const again = await create(
      { value: 'one', reference: 'EX-7K3M9Q2P' },
      { 'Idempotency-Key': 'EX-7K3M9Q2P' },
    )
    expect(again.status).toBe(201)
    expect(await again.text()).toBe(firstBody)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await rows('EX-7K3M9Q2P')).toBe(1)
  })

  it('answers the same reference with other content with 409', async () => {
    expect((await create({ reference: 'EX-AAAAAAAA', value: 'one' })).status).toBe(201)
    const body = await expectFailure(await create({ reference: 'EX-AAAAAAAA', value: 'two' }), 409)
    expect(body.message).toMatch(/different submission/)
    expect(await rows('EX-AAAAAAAA')).toBe(1)
  })

  it('answers a header that differs from the body with 400', async () => {
    const response = await create(
      { reference: 'EX-BBBBBBBB', value: 'x' },
      { 'Idempotency-Key': 'EX-CCCCCCCC' },
    )
    const body = await expectFailure(response, 400)
    expect(body.errors?.[0]?.path).toBe('reference')
    expect(await rows('EX-BBBBBBBB')).toBe(0)
  })

  it('answers a malformed reference with 400, in the body or the header', async () => {
    await expectFailure(await create({ reference: 'EX-ILOU0000', value: 'x' }), 400)
    await expectFailure(
      await create({ reference: 'EX-12345678', value: 'x' }, { 'Idempotency-Key': 'EX-1234' }),
      400,
    )
  })

  it('creates one row for concurrent identical requests, and all get the same answer', async () => {
    const body = { reference: 'RP-DDDDDDDD', value: 'race' }
    const responses = await Promise.all(Array.from({ length: 5 }, () => create(body)))
    const texts = await Promise.all(responses.map((response) => response.text()))
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(texts).size).toBe(1)
    expect(await rows('RP-DDDDDDDD')).toBe(1)
    const records = await db.query('select status from idempotency_records where reference = $1', [
      'RP-DDDDDDDD',
    ])
    expect(records).toEqual([{ status: 201 }])
  })

  it('keeps no claim after an invalid request, so a corrected one goes through', async () => {
    await expectFailure(await create({ reference: 'CP-EEEEEEEE', value: '' }), 400)
    expect((await create({ reference: 'CP-EEEEEEEE', value: 'fixed' })).status).toBe(201)
  })

  it('normalises the reference like the shared schema (trim, upper case)', async () => {
    const first = await create(
      { reference: ' tk-ffffffff ', value: 'v' },
      { 'Idempotency-Key': 'TK-FFFFFFFF' },
    )
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ success: true, data: { reference: 'TK-FFFFFFFF' } })
  })

  it('hashes multipart content with each file digest', async () => {
    const send = (content: string) => {
      const data = new FormData()
      data.append('reference', 'PR-GGGGGGGG')
      data.append('file', new File([content], 'doc.pdf'))
      return postForm(app, '/api/test/upload', data, { 'Idempotency-Key': 'PR-GGGGGGGG' })
    }
    const first = await send('same bytes')
    expect(first.status).toBe(201)
    const again = await send('same bytes')
    expect(await again.text()).toBe(await first.text())
    await expectFailure(await send('other bytes'), 409)
    expect(
      (await db.query('select 1 from test_upload where reference = $1', ['PR-GGGGGGGG'])).length,
    ).toBe(1)
  })
})

describe('canonicalJson', () => {
  it('sorts keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    )
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }))
  })

  it('asks to try again later (409 with Retry-After) while the first request is still running', async () => {
    const body = { reference: 'CN-HHHHHHHH', value: 'slow' }
    // The first request has claimed the reference and not answered yet; its process is alive
    // (a heartbeat ahead of the faked clock, which PGlite's now() follows too).
    await db.query(
      `insert into idempotency_records (reference, path, request_hash, heartbeat_at)
       values ($1, $2, $3, now() + interval '1 minute')`,
      [body.reference, '/api/test/echo-create', requestHash('/api/test/echo-create', body)],
    )
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const pending = create(body)
      await new Promise((resolve) => setTimeout(resolve, 100))
      vi.setSystemTime(Date.now() + 16_000)
      const response = await pending
      await expectFailure(response, 409)
      expect(response.headers.get('Retry-After')).toBe('5')
    } finally {
      vi.useRealTimers()
    }
  })

  it('takes over within seconds the claim of a process that died (no heartbeat)', async () => {
    const body = { reference: 'CN-JJJJJJJJ', value: 'after a crash' }
    // kill -9 mid-request: the claim stays, its heartbeat stops.
    await db.query(
      `insert into idempotency_records (reference, path, request_hash, created_at, heartbeat_at)
       values ($1, $2, $3, now() - interval '8 seconds', now() - interval '8 seconds')`,
      [body.reference, '/api/test/echo-create', requestHash('/api/test/echo-create', body)],
    )
    const started = performance.now()
    const response = await create(body)
    expect(response.status).toBe(201)
    expect(performance.now() - started).toBeLessThan(3_000)
    expect(await rows(body.reference)).toBe(1)
  })
})
