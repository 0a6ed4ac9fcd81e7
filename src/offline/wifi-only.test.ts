// @vitest-environment node
// "Send photos and files only on Wi-Fi": the drain holds entries with files back, and only
// them, while the setting is on and the browser says the connection is neither Wi-Fi nor a
// cable. The connection is the browser's (navigator.connection), stubbed here; the browser
// test (tests/browser/outbox-resumable.test.ts) drives Chromium's own.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeReference } from '../shared/reference'
import { outboxDb, resetOutboxDb } from './db'
import { drain } from './drain'
import { enqueue } from './outbox'
import { startScriptedServer } from './test-server'
import { canTellConnection, filesMayGo, storedWifiOnly, writeWifiOnly } from './wifi-only'

let gateway: Awaited<ReturnType<typeof startScriptedServer>>

beforeAll(async () => {
  gateway = await startScriptedServer()
})
afterAll(async () => {
  await gateway.close()
})
beforeEach(async () => {
  gateway.received.length = 0
  gateway.uploads.reset()
  await outboxDb().delete()
  resetOutboxDb()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const connection = (type?: string) =>
  vi.stubGlobal('navigator', { connection: type === undefined ? {} : { type } })

async function queue(files: number) {
  const reference = makeReference('productRegistration')
  const data = new Uint8Array(1000)
  data.set([0xff, 0xd8, 0xff])
  await enqueue({
    reference,
    call: 'product/register',
    title: { id: 'test' },
    fields: {},
    files: Array.from({ length: files }, () => ({
      field: 'photos',
      name: 'p.jpg',
      type: 'image/jpeg',
      data: data.slice().buffer,
    })),
  })
  return reference
}

describe('only on Wi-Fi', () => {
  it('lets files go on Wi-Fi or a cable, holds them on mobile data, and never where the browser cannot tell', () => {
    connection('wifi')
    expect(filesMayGo(true)).toBe(true)
    connection('ethernet')
    expect(filesMayGo(true)).toBe(true)
    connection('cellular')
    expect(canTellConnection()).toBe(true)
    expect(filesMayGo(true)).toBe(false)
    expect(filesMayGo(false)).toBe(true)
    // A browser without the connection's type: the setting is not offered, nothing is held.
    connection(undefined)
    expect(canTellConnection()).toBe(false)
    expect(filesMayGo(true)).toBe(true)
  })

  it('sends the entries without files and keeps those with files waiting, in order, until allowed', async () => {
    const withFiles = await queue(1)
    const without = await queue(0)
    connection('cellular')
    const held = await drain({
      target: { host: gateway.host, key: 'k' },
      transport: 'fetch',
      filesMayGo: () => filesMayGo(true),
    })
    expect(held.delivered).toEqual([without])
    expect(gateway.uploads.requests).toHaveLength(0)
    expect((await outboxDb().entries.get(withFiles))?.state).toBe('waiting')
    connection('wifi')
    const sent = await drain({
      target: { host: gateway.host, key: 'k' },
      transport: 'fetch',
      filesMayGo: () => filesMayGo(true),
    })
    expect(sent.delivered).toEqual([withFiles])
  })

  it('keeps a copy of the setting where the service worker reads it', async () => {
    const db = outboxDb()
    expect(await storedWifiOnly(db)).toBe(false)
    await writeWifiOnly(db, true)
    expect(await storedWifiOnly(db)).toBe(true)
    await writeWifiOnly(db, false)
    expect(await storedWifiOnly(db)).toBe(false)
  })
})
