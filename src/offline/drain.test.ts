// @vitest-environment node
// Node's own fetch, FormData and Blob: jsdom's FormData refuses Node's Blob (tests/setup.ts
// swaps Blob for fake-indexeddb). The XHR path, with its progress, runs in the browser tests.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { makeReference } from '../shared/reference'
import { outboxDb, resetOutboxDb } from './db'
import { drain, type DrainOptions } from './drain'
import { enqueue } from './outbox'
import { startScriptedServer } from './test-server'

let gateway: Awaited<ReturnType<typeof startScriptedServer>>

beforeAll(async () => {
  gateway = await startScriptedServer()
})
afterAll(async () => {
  await gateway.close()
})
beforeEach(async () => {
  gateway.script.length = 0
  gateway.received.length = 0
  gateway.uploads.reset()
  await outboxDb().delete()
  resetOutboxDb()
})

const title = { id: 'test.title', message: 'Test submission' }
const photo = (size = 2048) => {
  const data = new Uint8Array(size)
  data.set([0xff, 0xd8, 0xff])
  return data.buffer
}

async function queue(fields: Record<string, unknown> = { name: 'Neo' }, files = 1) {
  const reference = makeReference('productRegistration')
  await enqueue({
    reference,
    call: 'product/register',
    title,
    fields,
    files: Array.from({ length: files }, (_, i) => ({
      field: 'photos',
      name: `p${i}.jpg`,
      type: 'image/jpeg',
      data: photo(),
    })),
  })
  return reference
}

const options = (extra: Partial<DrainOptions> = {}): DrainOptions => ({
  target: { host: gateway.host, key: 'test-key' },
  transport: 'fetch',
  random: () => 0.5,
  ...extra,
})
const entry = (reference: string) => outboxDb().entries.get(reference)
const files = (reference: string) => outboxDb().files.where('reference').equals(reference).count()

describe('drain', () => {
  it('delivers in order, with the key, the reference as Idempotency-Key and the files', async () => {
    const first = await queue({ name: 'Neo', tags: ['a', 'b'] }, 2)
    const second = await queue({ name: 'Mpho' }, 0)
    const result = await drain(options())
    expect(result.delivered).toEqual([first, second])
    expect(gateway.received.map((r) => r.headers['idempotency-key'])).toEqual([first, second])
    const [request] = gateway.received
    expect(request?.url).toBe('/api/product/register')
    expect(request?.headers['x-api-key']).toBe('test-key')
    expect(request?.headers['content-type']).toBe('application/json')
    // The files went ahead as resumable uploads (resumable.test.ts); the submission names them.
    const body = JSON.parse(request?.body.toString() ?? '{}') as Record<string, unknown>
    expect(body).toMatchObject({ name: 'Neo', tags: ['a', 'b'], reference: first })
    const ids = [...gateway.uploads.uploads.keys()]
    expect(body.uploads).toEqual(ids.slice(0, 2).map((id) => ({ field: 'photos', id })))
    expect([...gateway.uploads.uploads.values()].map((u) => u.metadata)).toEqual([
      { filename: 'p0.jpg', filetype: 'image/jpeg', reference: first },
      { filename: 'p1.jpg', filetype: 'image/jpeg', reference: first },
    ])
    // An entry without files goes as JSON, with its reference in the body.
    const json = JSON.parse(gateway.received[1]?.body.toString() ?? '{}') as unknown
    expect(json).toEqual({ name: 'Mpho', reference: second })
  })

  it('sends each entry in the language it was submitted in, and none for an entry without one of ours', async () => {
    const reference = makeReference('productRegistration')
    await enqueue({ reference, call: 'product/register', title, fields: {}, language: 'ts' })
    const older = await queue({ name: 'Neo' }, 0)
    const odd = makeReference('productRegistration')
    await enqueue({ reference: odd, call: 'product/register', title, fields: {}, language: 'xx' })
    await drain(options())
    const sent = new Map(gateway.received.map((r) => [r.headers['idempotency-key'], r.headers]))
    expect(sent.get(reference)?.['content-language']).toBe('ts')
    expect(sent.get(older)).not.toHaveProperty('content-language')
    expect(sent.get(odd)).not.toHaveProperty('content-language')
  })

  it('keeps the reference and time of a delivered entry and deletes its data and files', async () => {
    const reference = await queue({ name: 'Neo', idNumber: '123456789' })
    await drain(options({ now: () => 1_000_000 }))
    expect(await entry(reference)).toMatchObject({
      reference,
      title,
      state: 'delivered',
      fields: {},
      deliveredAt: 1_000_000,
    })
    expect(await files(reference)).toBe(0)
  })

  it.each([
    [503, 'server'],
    [500, 'server'],
    [408, 'server'],
    [429, 'server'],
  ])('retries a %i with backoff and stops the drain there', async (status, kind) => {
    const first = await queue()
    const second = await queue()
    gateway.script.push({ status, body: { success: false, message: 'Busy' } })
    const result = await drain(options({ now: () => 10_000 }))
    expect(gateway.received).toHaveLength(1)
    // First failure: min(2^1, 300) s = 2 s, with equal jitter at 0.5: 1.5 s.
    expect(result.nextTryAt).toBe(11_500)
    expect(await entry(first)).toMatchObject({
      state: 'waiting',
      attempts: 1,
      nextTryAt: 11_500,
      lastError: { kind, status, message: 'Busy' },
    })
    expect(await files(first)).toBe(1)
    expect((await entry(second))?.attempts).toBe(0)
    // Not due yet: nothing is sent.
    await drain(options({ now: () => 11_000 }))
    expect(gateway.received).toHaveLength(1)
    // Due: sent again, then the next one.
    const later = await drain(options({ now: () => 11_500 }))
    expect(later.delivered).toEqual([first, second])
    // Delivered: the failure before it is forgotten.
    expect(await entry(first)).not.toHaveProperty('lastError')
  })

  it('grows the wait with each failure, up to five minutes', async () => {
    const reference = await queue()
    let now = 0
    const waits: number[] = []
    for (let i = 0; i < 10; i++) {
      gateway.script.push({ status: 502 })
      const result = await drain(options({ now: () => now, random: () => 1 }))
      waits.push((result.nextTryAt ?? 0) - now)
      now = result.nextTryAt ?? 0
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300, 300].map((s) => s * 1000))
    expect((await entry(reference))?.attempts).toBe(10)
  })

  it('honours a longer Retry-After, and retries a 4xx that carries one', async () => {
    const reference = await queue()
    gateway.script.push({
      status: 409,
      body: { success: false, message: 'Still being processed' },
      headers: { 'Retry-After': '30' },
    })
    const result = await drain(options({ now: () => 0 }))
    expect(result.nextTryAt).toBe(30_000)
    expect((await entry(reference))?.state).toBe('waiting')
  })

  it('marks a 4xx as needing attention, with the gateway message and field errors', async () => {
    const rejected = await queue()
    const next = await queue()
    gateway.script.push({
      status: 400,
      body: {
        success: false,
        message: 'Invalid input',
        errors: [{ path: 'email', message: 'Invalid Email' }],
      },
    })
    const result = await drain(options())
    expect(result.rejected).toEqual([rejected])
    // A rejection is about that entry only: the next one still goes.
    expect(result.delivered).toEqual([next])
    expect(await entry(rejected)).toMatchObject({
      state: 'needs-attention',
      attempts: 1,
      lastError: {
        kind: 'rejected',
        status: 400,
        message: 'Invalid input',
        errors: [{ path: 'email', message: 'Invalid Email' }],
      },
    })
    expect(await files(rejected)).toBe(1)
    // Never retried by itself.
    await drain(options())
    expect(gateway.received).toHaveLength(2)
  })

  it('treats a 200 with success: false as a rejection', async () => {
    const reference = await queue()
    gateway.script.push({ status: 200, body: { success: false, message: 'No' } })
    await drain(options())
    expect((await entry(reference))?.state).toBe('needs-attention')
  })

  it('retries after a connection cut and after a timeout', async () => {
    const reference = await queue()
    gateway.script.push({ cut: true })
    await drain(options({ now: () => 0 }))
    expect((await entry(reference))?.lastError).toEqual({ kind: 'network' })
    gateway.script.push({ stall: true })
    await drain(options({ now: () => 60_000, timeoutMs: 200 }))
    expect(await entry(reference)).toMatchObject({
      state: 'waiting',
      attempts: 2,
      lastError: { kind: 'timeout' },
    })
  })

  it('sends nothing when the gateway is unreachable', async () => {
    const reference = await queue()
    const result = await drain(options({ reachable: async () => false }))
    expect(result).toMatchObject({ offline: true, delivered: [] })
    expect(gateway.received).toHaveLength(0)
    expect(await entry(reference)).toMatchObject({ state: 'waiting', attempts: 0 })
  })

  it('reads each entry and its files once, in two transactions an entry beside its uploads', async () => {
    // What a busy phone pays for per entry besides the upload (scripts/bench/outbox.ts): each
    // IndexedDB transaction, and each time megabytes of attachments are read back.
    let transactions = 0
    let fileReads = 0
    outboxDb().use({
      stack: 'dbcore',
      name: 'count',
      create: (core) => ({
        ...core,
        transaction: (...args) => {
          transactions += 1
          return core.transaction(...args)
        },
        table: (name) => {
          const table = core.table(name)
          if (name !== 'files') return table
          const counted = <T>(result: Promise<T>) => {
            fileReads += 1
            return result
          }
          return {
            ...table,
            get: (req) => counted(table.get(req)),
            getMany: (req) => counted(table.getMany(req)),
            openCursor: (req) =>
              req.values === false ? table.openCursor(req) : counted(table.openCursor(req)),
            query: (req) => (req.values ? counted(table.query(req)) : table.query(req)),
          }
        },
      }),
    })
    for (let i = 0; i < 5; i++) await queue({ name: 'Neo' }, 2)
    transactions = 0
    fileReads = 0
    const result = await drain(options())
    expect(result.delivered).toHaveLength(5)
    expect(fileReads).toBe(5)
    // Two an entry, plus one before the gateway has answered /api/health and one that finds
    // nothing left; and for each file, the upload's state (resumable.ts): its address once
    // the gateway made it, its bytes once confirmed (these files are one chunk each).
    expect(transactions).toBe(2 * 5 + 2 + 2 * 2 * 5)
  })

  it('sends again an entry a dead sender left in `sending`', async () => {
    const reference = await queue()
    await outboxDb().entries.update(reference, { state: 'sending' })
    const result = await drain(options())
    expect(result.delivered).toEqual([reference])
  })

  it('flags a delivery for the notice when asked to (the worker with no page open)', async () => {
    const reference = await queue()
    await drain(options({ announce: async () => true }))
    expect((await entry(reference))?.announce).toBe(1)
  })
})
