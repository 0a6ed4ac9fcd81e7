import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeReference } from '../shared/reference'
import { outboxDb, resetOutboxDb } from './db'
import {
  correctEntry,
  enqueue,
  entryFiles,
  getEntry,
  OutboxFullError,
  removeEntry,
  sendNow,
  watchEntries,
} from './outbox'
import { getOutboxStatus, onKick, readMirror, setOutboxStatus } from './status'

beforeEach(async () => {
  await outboxDb().delete()
  resetOutboxDb()
  localStorage.clear()
  setOutboxStatus({ storage: undefined, lost: [] })
})
afterEach(() => vi.restoreAllMocks())

const bytes = (...values: number[]) => new Uint8Array(values).buffer
const request = (reference = makeReference('report')) => ({
  reference,
  call: 'reports/submit',
  title: { id: 'r', message: 'Report' },
  fields: { name: 'Neo', answers: [1, 2] },
  files: [
    { field: 'photos', name: 'a.jpg', type: 'image/jpeg', data: bytes(1, 2, 3) },
    { field: 'document', name: 'b.pdf', type: 'application/pdf', data: bytes(4, 5) },
  ],
  correctPath: '/self-help/contact/report',
})

describe('enqueue', () => {
  it('has the entry and its files on the device before the sender is asked to send', async () => {
    const seen: unknown[] = []
    const stop = onKick(() => {
      // The kick comes after the transaction committed: read it back now.
      void Promise.all([getEntry(req.reference), entryFiles(req.reference)]).then((r) =>
        seen.push(r),
      )
    })
    const req = request()
    const entry = await enqueue(req)
    stop()
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    const [stored, files] = seen[0] as [unknown, Array<{ name: string; data: ArrayBuffer }>]
    expect(stored).toEqual(entry)
    expect(entry).toMatchObject({
      state: 'waiting',
      attempts: 0,
      nextTryAt: 0,
      encoding: 'multipart',
      fileCount: 2,
      bytes: 5,
      title: { id: 'r', message: 'Report' },
    })
    expect(files.map((f) => f.name)).toEqual(['a.jpg', 'b.pdf'])
    expect([...new Uint8Array(files[0]!.data)]).toEqual([1, 2, 3])
    expect(readMirror()).toEqual([req.reference])
  })

  it('sends JSON when there are no files, and refuses a malformed or repeated reference', async () => {
    const req = { ...request(), files: [] }
    expect((await enqueue(req)).encoding).toBe('json')
    await expect(enqueue(req)).rejects.toThrow()
    await expect(enqueue({ ...req, reference: 'nope' })).rejects.toThrow(/Not a reference/)
  })

  it('says the device is full when IndexedDB is, and leaves nothing half-written', async () => {
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    vi.spyOn(outboxDb().files, 'bulkAdd').mockRejectedValue(full)
    const req = request()
    await expect(enqueue(req)).rejects.toBeInstanceOf(OutboxFullError)
    expect(await getEntry(req.reference)).toBeUndefined()
    expect(getOutboxStatus().storage).toBe('full')
    expect(readMirror()).toEqual([])
  })
})

describe('acting on entries', () => {
  it('removes an entry with its files, and from the mirror', async () => {
    const req = request()
    await enqueue(req)
    await removeEntry(req.reference)
    expect(await getEntry(req.reference)).toBeUndefined()
    expect(await entryFiles(req.reference)).toEqual([])
    expect(readMirror()).toEqual([])
  })

  it('"Send now" cancels every wait', async () => {
    const req = request()
    await enqueue(req)
    await outboxDb().entries.update(req.reference, { nextTryAt: Date.now() + 300_000 })
    let kicked = 0
    const stop = onKick(() => (kicked += 1))
    await sendNow()
    stop()
    expect((await getEntry(req.reference))?.nextTryAt).toBe(0)
    expect(kicked).toBe(1)
  })

  it('corrects a rejected entry under the same reference, and sends it afresh', async () => {
    const req = request()
    await enqueue(req)
    await outboxDb().entries.update(req.reference, {
      state: 'needs-attention',
      attempts: 1,
      lastError: { kind: 'rejected', status: 400 },
    })
    await correctEntry(req.reference, {
      fields: { name: 'Neo Molefe' },
      files: [{ field: 'photos', name: 'c.jpg', type: 'image/jpeg', data: bytes(9) }],
    })
    const corrected = await getEntry(req.reference)
    expect(corrected).toMatchObject({
      state: 'waiting',
      attempts: 0,
      fields: { name: 'Neo Molefe' },
      fileCount: 1,
    })
    expect(corrected?.lastError).toBeUndefined()
    expect((await entryFiles(req.reference)).map((f) => f.name)).toEqual(['c.jpg'])
  })

  it('will not correct an entry being sent or already delivered', async () => {
    const req = request()
    await enqueue(req)
    await outboxDb().entries.update(req.reference, { state: 'delivered' })
    await expect(correctEntry(req.reference, { fields: {} })).rejects.toThrow()
  })

  it('watches the list live, newest first', async () => {
    const lists: string[][] = []
    const stop = watchEntries((entries) => lists.push(entries.map((e) => e.reference)))
    const first = request()
    await enqueue(first)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = request()
    await enqueue(second)
    await vi.waitFor(() => expect(lists.at(-1)).toEqual([second.reference, first.reference]))
    stop()
  })
})
