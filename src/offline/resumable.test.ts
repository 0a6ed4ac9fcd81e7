// @vitest-environment node
// Node's own fetch (as drain.test.ts); the uploads go to the test server's tus endpoint, which
// answers as docs/api.md says the gateway's does. The end-to-end test against the real gateway
// is resumable.e2e.test.ts.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeReference } from '../shared/reference'
import { MB } from '../shared/uploads'
import { outboxDb, resetOutboxDb } from './db'
import { drain, type DrainOptions } from './drain'
import { correctEntry, enqueue, removeEntry } from './outbox'
import { CHUNK_BYTES } from './resumable'
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
/** A JPEG-looking file of distinct bytes. */
function picture(size: number, seed = 1) {
  const data = new Uint8Array(size)
  for (let i = 0; i < size; i++) data[i] = (i * 31 + seed) & 0xff
  data.set([0xff, 0xd8, 0xff])
  return data.buffer
}
const sha = (data: ArrayBuffer | Buffer) =>
  createHash('sha256')
    .update(data instanceof Buffer ? data : new Uint8Array(data))
    .digest('hex')

async function queue(sizes: number[]) {
  const reference = makeReference('productRegistration')
  const files = sizes.map((size, i) => ({
    field: 'photos',
    name: `p${i}.jpg`,
    type: 'image/jpeg',
    data: picture(size, i),
  }))
  await enqueue({ reference, call: 'product/register', title, fields: { name: 'Neo' }, files })
  return { reference, files }
}

const options = (extra: Partial<DrainOptions> = {}): DrainOptions => ({
  target: { host: gateway.host, key: 'test-key' },
  transport: 'fetch',
  random: () => 0.5,
  ...extra,
})
const entry = (reference: string) => outboxDb().entries.get(reference)
const patches = () => gateway.uploads.requests.filter((r) => r.method === 'PATCH')
const stored = () => [...gateway.uploads.uploads.values()]
const submitted = () =>
  gateway.received.map((r) => JSON.parse(r.body.toString()) as { uploads: unknown[] })

describe('resumable uploads', () => {
  it('continues a transfer cut at 90 % from 90 %, sending only the rest', async () => {
    const size = 2.5 * MB
    const { reference, files } = await queue([size])
    const cut = Math.floor(size * 0.9)
    gateway.uploads.cutAt(cut)
    const first = await drain(options({ now: () => 0 }))
    expect(first.failure).toEqual({ kind: 'network' })
    expect(gateway.received).toHaveLength(0)
    // Two whole chunks were confirmed and stored before the cut.
    expect(await entry(reference)).toMatchObject({
      state: 'waiting',
      uploaded: [{ size, sent: 2 * CHUNK_BYTES }],
    })
    expect(gateway.uploads.bytesReceived()).toBe(cut)

    const progress: number[] = []
    const second = await drain(
      options({ now: () => 60_000, onProgress: (_, loaded) => progress.push(loaded) }),
    )
    expect(second.delivered).toEqual([reference])
    // Only what the gateway did not have went again, from its offset.
    expect(gateway.uploads.bytesReceived()).toBe(size)
    expect(patches().at(-1)?.bytes).toBe(size - cut)
    expect(gateway.uploads.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
    expect(progress[0]).toBe(cut)
    expect(stored().map((u) => sha(u.data))).toEqual([sha(files[0]!.data)])
    expect(submitted()).toHaveLength(1)
  })

  it('continues from the stored upload after the app was closed', async () => {
    const size = 1.5 * MB
    const { reference, files } = await queue([size])
    gateway.uploads.cutAt(MB + 1000)
    await drain(options({ now: () => 0 }))
    // The app is closed: another database connection, freshly loaded sender code.
    resetOutboxDb()
    vi.resetModules()
    const fresh = await import('./drain')
    const result = await fresh.drain(options({ now: () => 60_000 }))
    ;(await import('./db')).resetOutboxDb()
    expect(result.delivered).toEqual([reference])
    expect(gateway.uploads.bytesReceived()).toBe(size)
    expect(gateway.uploads.requests.map((r) => r.method)).toEqual([
      'POST',
      'PATCH',
      'PATCH',
      'HEAD',
      'PATCH',
    ])
    expect(stored().map((u) => sha(u.data))).toEqual([sha(files[0]!.data)])
  })

  it('starts a file again when the gateway no longer has its upload (404)', async () => {
    const size = 1.5 * MB
    const { reference, files } = await queue([size])
    gateway.uploads.cutAt(MB)
    await drain(options({ now: () => 0 }))
    const [lost] = gateway.uploads.uploads.keys()
    gateway.uploads.forget(lost!)
    const result = await drain(options({ now: () => 60_000 }))
    expect(result.delivered).toEqual([reference])
    const [again] = gateway.uploads.uploads.keys()
    expect(again).not.toBe(lost)
    expect(sha(gateway.uploads.uploads.get(again!)!.data)).toBe(sha(files[0]!.data))
    expect(submitted()[0]?.uploads).toEqual([{ field: 'photos', id: again }])
  })

  it('never sends a file twice: a lost answer to the submission sends only the submission again', async () => {
    const { reference } = await queue([300_000, 200_000])
    gateway.script.push({ cut: true })
    await drain(options({ now: () => 0 }))
    expect((await entry(reference))?.uploaded).toMatchObject([
      { size: 300_000, sent: 300_000, url: expect.stringContaining('/api/uploads/') as unknown },
      { size: 200_000, sent: 200_000, url: expect.stringContaining('/api/uploads/') as unknown },
    ])
    const before = gateway.uploads.requests.length
    const result = await drain(options({ now: () => 60_000 }))
    expect(result.delivered).toEqual([reference])
    // Neither HEAD nor PATCH: the same submission, with the same Idempotency-Key.
    expect(gateway.uploads.requests).toHaveLength(before)
    expect(gateway.uploads.bytesReceived()).toBe(500_000)
    expect(gateway.received.map((r) => r.headers['idempotency-key'])).toEqual([
      reference,
      reference,
    ])
  })

  it('sends again the files the submission says did not arrive whole (422 on uploads.<n>)', async () => {
    const { reference, files } = await queue([100_000, 100_000])
    gateway.script.push({
      status: 422,
      body: {
        success: false,
        message: 'Invalid input',
        errors: [{ path: 'uploads.1', message: 'This file has not arrived whole' }],
      },
    })
    const result = await drain(options())
    expect(result.delivered).toEqual([reference])
    const [first, second] = submitted()
    expect(first?.uploads[0]).toEqual(second?.uploads[0])
    expect(first?.uploads[1]).not.toEqual(second?.uploads[1])
    expect(gateway.uploads.bytesReceived()).toBe(300_000)
    const ids = (second?.uploads as Array<{ id: string }>).map((u) => u.id)
    expect(ids.map((id) => sha(gateway.uploads.uploads.get(id)!.data))).toEqual(
      files.map((f) => sha(f.data)),
    )
  })

  it('asks the gateway where an upload stands rather than trusting the stored progress', async () => {
    const size = 1.5 * MB
    const { reference, files } = await queue([size])
    gateway.uploads.cutAt(MB + 500)
    await drain(options({ now: () => 0 }))
    // The stored progress says less than the gateway has (a sender died before storing it).
    const [known] = (await entry(reference))!.uploaded!
    await outboxDb().entries.update(reference, { uploaded: [{ ...known!, sent: 0 }] })
    const result = await drain(options({ now: () => 60_000 }))
    expect(result.delivered).toEqual([reference])
    expect(gateway.uploads.bytesReceived()).toBe(size)
    expect(sha(stored()[0]!.data)).toBe(sha(files[0]!.data))
  })

  it('asks the person when the gateway refuses a file (415), and forgets the upload the gateway removed', async () => {
    const { reference } = await queue([1000])
    // The test server takes any bytes; the gateway sniffs them: script its refusal.
    const original = gateway.uploads.handle
    gateway.uploads.handle = (request, response) => {
      if (request.method !== 'PATCH') return original(request, response)
      request.resume()
      response
        .writeHead(415, { 'content-type': 'application/json', 'Tus-Resumable': '1.0.0' })
        .end(JSON.stringify({ success: false, message: 'Only PDF, JPG, PNG or WebP files' }))
    }
    try {
      const result = await drain(options())
      expect(result.rejected).toEqual([reference])
      expect(await entry(reference)).toMatchObject({
        state: 'needs-attention',
        lastError: { status: 415, message: 'Only PDF, JPG, PNG or WebP files' },
      })
      expect((await entry(reference))?.uploaded?.[0]?.url).toBeUndefined()
    } finally {
      gateway.uploads.handle = original
    }
  })

  it('lets the gateway drop the uploads of an entry the person removed', async () => {
    const { reference } = await queue([1.5 * MB])
    gateway.uploads.cutAt(MB)
    // The app's own key (src/gateway/config.ts), which removeEntry uses.
    await drain(options({ now: () => 0, target: { host: gateway.host, key: 'dev-gateway-key' } }))
    expect(gateway.uploads.uploads.size).toBe(1)
    await removeEntry(reference)
    await vi.waitFor(() => expect(gateway.uploads.uploads.size).toBe(0))
    expect(gateway.uploads.requests.at(-1)?.method).toBe('DELETE')
  })

  it('starts afresh the files of a correction, even of the same size as before', async () => {
    const { reference } = await queue([1.5 * MB])
    gateway.uploads.cutAt(MB)
    await drain(options({ now: () => 0 }))
    await outboxDb().entries.update(reference, { state: 'needs-attention' })
    const replacement = picture(1.5 * MB, 9)
    await correctEntry(reference, {
      fields: { name: 'Neo' },
      files: [{ field: 'photos', name: 'new.jpg', type: 'image/jpeg', data: replacement }],
    })
    const result = await drain(options({ now: () => 60_000 }))
    expect(result.delivered).toEqual([reference])
    const [{ id } = { id: '' }] = submitted()[0]!.uploads as Array<{ id: string }>
    expect(sha(gateway.uploads.uploads.get(id)!.data)).toBe(sha(replacement))
  })
})
