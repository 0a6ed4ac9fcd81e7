// @vitest-environment node
// Node's own fetch and FormData, as drain.test.ts says; Node has WebCrypto.
/**
 * The outbox kept sealed (sealing.ts): nothing of an entry's fields or files in clear in
 * IndexedDB; its key deleted when it is delivered or removed; entries kept in clear by an older
 * version still read and sent; one whose key is gone never sent.
 */
import { createStore, get } from 'idb-keyval'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { makeReference } from '../shared/reference'
import { dropKeys, KEYS_DB, open, type Sealed } from '../shared/sealed'
import { outboxDb, resetOutboxDb } from './db'
import { drain } from './drain'
import { enqueue, entryFiles, getEntry, removeEntry } from './outbox'
import { entryKey } from './sealing'
import { startScriptedServer } from './test-server'

let gateway: Awaited<ReturnType<typeof startScriptedServer>>
const keys = createStore(KEYS_DB, 'keys')

beforeAll(async () => {
  gateway = await startScriptedServer()
})
afterAll(async () => {
  await gateway.close()
})
beforeEach(async () => {
  gateway.received.length = 0
  await outboxDb().delete()
  resetOutboxDb()
})

const NAME = 'Lorato Sealedname'
const ID = '123456789'
const RUN = [0x8e, 0x11, 0xfa, 0x5c, 0x77, 0x03, 0xd2, 0x6b, 0x91, 0x40]
const photo = () => {
  const data = new Uint8Array(4096)
  data.set([0xff, 0xd8, 0xff])
  data.set(RUN, 1000)
  return data.buffer
}

async function queue(reference = makeReference('productRegistration')) {
  await enqueue({
    reference,
    call: 'product/register',
    title: { id: 't', message: 'Test' },
    fields: { fullName: NAME, idNumber: ID },
    files: [{ field: 'photos', name: `${NAME}.jpg`, type: 'image/jpeg', data: photo() }],
  })
  return reference
}

/** Every row of the outbox, as one latin1 text: strings, and bytes read as text. */
async function everythingStored(): Promise<string> {
  const db = outboxDb()
  const rows = [...(await db.entries.toArray()), ...(await db.files.toArray())]
  const parts: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string') parts.push(value)
    else if (value instanceof ArrayBuffer) parts.push(Buffer.from(value).toString('latin1'))
    else if (ArrayBuffer.isView(value))
      parts.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('latin1'))
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(rows)
  return parts.join('\n')
}
const run = Buffer.from(RUN).toString('latin1')

describe('the outbox, sealed', () => {
  it('keeps no ID number, name or file byte in clear, and gives them back to send', async () => {
    const reference = await queue()
    const stored = await everythingStored()
    expect(stored).toContain(reference)
    expect(stored).not.toContain(ID)
    expect(stored).not.toContain('Sealedname')
    expect(stored).not.toContain(run)
    expect((await getEntry(reference))?.fields).toEqual({ fullName: NAME, idNumber: ID })
    const [file] = await entryFiles(reference)
    expect(file).toMatchObject({ field: 'photos', name: `${NAME}.jpg`, type: 'image/jpeg' })
    expect(Buffer.from(file!.data).toString('latin1')).toContain(run)

    await drain({ target: { host: gateway.host, key: 'k' }, transport: 'fetch' })
    const body = gateway.received[0]?.body.toString('latin1') ?? ''
    expect(body).toContain(ID)
    // The file went before the submission, as a resumable upload (resumable.ts).
    const uploaded = [...gateway.uploads.uploads.values()].find(
      (upload) => upload.metadata.filename === `${NAME}.jpg`,
    )
    expect(uploaded?.data.toString('latin1')).toContain(run)
  })

  it('deletes a delivered entry’s key: what was sealed with it is unreadable', async () => {
    const reference = await queue()
    const before = await everythingStored()
    const sealed = (await outboxDb().entries.get(reference))!.fields['#sealed']
    expect(await get(entryKey(reference), keys)).toBeDefined()
    const result = await drain({ target: { host: gateway.host, key: 'k' }, transport: 'fetch' })
    expect(result.delivered).toEqual([reference])
    expect(await get(entryKey(reference), keys)).toBeUndefined()
    expect(await open(entryKey(reference), sealed as Sealed)).toBe(undefined)
    expect((await outboxDb().entries.get(reference))?.fields).toEqual({})
    expect(before).not.toBe(await everythingStored())
  })

  it('deletes a removed entry’s key with it', async () => {
    const reference = await queue()
    await removeEntry(reference)
    expect(await get(entryKey(reference), keys)).toBeUndefined()
    expect(await outboxDb().files.count()).toBe(0)
  })

  it('never sends an entry whose key is gone, and lets it go', async () => {
    const reference = await queue()
    await dropKeys([entryKey(reference)])
    expect((await getEntry(reference))?.fields).toEqual({})
    expect(await entryFiles(reference)).toEqual([])
    const result = await drain({ target: { host: gateway.host, key: 'k' }, transport: 'fetch' })
    expect(result.delivered).toEqual([])
    expect(gateway.received).toHaveLength(0)
    expect(await outboxDb().entries.get(reference)).toBeUndefined()
    expect(await outboxDb().files.count()).toBe(0)
  })

  it('reads and sends an entry an older version kept in clear', async () => {
    const reference = makeReference('productRegistration')
    const now = Date.now()
    const db = outboxDb()
    await db.entries.add({
      reference,
      call: 'product/register',
      encoding: 'multipart',
      title: { id: 't' },
      fields: { fullName: NAME, idNumber: ID },
      fileCount: 1,
      bytes: 4096,
      state: 'waiting',
      attempts: 0,
      nextTryAt: 0,
      createdAt: now,
      updatedAt: now,
    })
    await db.files.add({
      reference,
      field: 'photos',
      name: 'old.jpg',
      type: 'image/jpeg',
      size: 4096,
      data: photo(),
    })
    expect((await getEntry(reference))?.fields).toEqual({ fullName: NAME, idNumber: ID })
    expect((await entryFiles(reference)).map((file) => file.name)).toEqual(['old.jpg'])
    const result = await drain({ target: { host: gateway.host, key: 'k' }, transport: 'fetch' })
    expect(result.delivered).toEqual([reference])
    const body = gateway.received[0]?.body.toString('latin1') ?? ''
    expect(body).toContain(ID)
    const uploaded = [...gateway.uploads.uploads.values()].find(
      (upload) => upload.metadata.filename === 'old.jpg',
    )
    expect(uploaded?.data.toString('latin1')).toContain(run)
    expect(await everythingStored()).not.toContain(ID)
  })
})
