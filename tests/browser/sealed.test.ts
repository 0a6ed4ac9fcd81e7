/**
 * Nothing of an application in clear on the device (docs/decisions.md, "Drafts and the outbox
 * are sealed"): a self-exclusion filled in with an ID number, a name and a PDF, first as a
 * draft, then submitted offline and waiting in the outbox. At both moments every record of
 * every IndexedDB database and every entry of Cache Storage is read in the page, without the
 * app's code, and none holds the ID number, the name or a run of the PDF's bytes, as text or
 * as bytes (in strings, ArrayBuffers, typed arrays and Blobs, keys included).
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { baseUrl, usePage, waitForServiceWorker } from './browser'
import { answer, continueTo, expectDeliveredOnce, submit } from './journey-helpers'
import { pdf, png, waitFor } from './outbox-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })

const ID = '804713926'
const NAME = 'Boitumelo Sealtest'
const DOCUMENT = pdf(60_000, 77)
/** 48 bytes from the middle of the PDF: its random content, not its header. */
const RUN = [...DOCUMENT.buffer.subarray(30_000, 30_048)]

interface Scan {
  /** Where something was found in clear: "<database>/<store>: <what>" or "cache <url>: <what>". */
  found: string[]
  /** Records read per "<database>/<store>". */
  records: Record<string, number>
  cached: number
}

/** Reads everything the origin keeps in IndexedDB and Cache Storage, and looks for the needles. */
function scanDevice(page: Page): Promise<Scan> {
  return page.evaluate(
    async ({ texts, run }) => {
      const found: string[] = []
      const records: Record<string, number> = {}
      const needle = new Uint8Array(run)
      const hasRun = (bytes: Uint8Array) => {
        for (
          let at = bytes.indexOf(needle[0]!);
          at !== -1;
          at = bytes.indexOf(needle[0]!, at + 1)
        ) {
          if (needle.every((byte, i) => bytes[at + i] === byte)) return true
        }
        return false
      }
      const decoder = new TextDecoder('latin1')
      const bytesHold = (bytes: Uint8Array, where: string) => {
        const text = decoder.decode(bytes)
        for (const item of texts) if (text.includes(item)) found.push(`${where}: ${item}`)
        if (hasRun(bytes)) found.push(`${where}: the file's bytes`)
      }
      const walk = async (value: unknown, where: string, seen: Set<unknown>): Promise<void> => {
        if (typeof value === 'string') {
          for (const item of texts) if (value.includes(item)) found.push(`${where}: ${item}`)
          return
        }
        if (typeof value !== 'object' || value === null || seen.has(value)) return
        seen.add(value)
        if (value instanceof ArrayBuffer) return bytesHold(new Uint8Array(value), where)
        if (ArrayBuffer.isView(value)) {
          return bytesHold(new Uint8Array(value.buffer, value.byteOffset, value.byteLength), where)
        }
        if (value instanceof Blob) {
          return bytesHold(new Uint8Array(await value.arrayBuffer()), where)
        }
        const entries = value instanceof Map ? [...value.entries()] : Object.entries(value)
        for (const [key, item] of entries) {
          await walk(key, where, seen)
          await walk(item, where, seen)
        }
      }
      const request = <T>(req: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => reject(req.error)
        })

      for (const { name } of await indexedDB.databases()) {
        if (!name) continue
        const db = await request(indexedDB.open(name))
        const rows: Array<{ where: string; key: unknown; value: unknown }> = []
        for (const store of db.objectStoreNames) {
          const where = `${name}/${store}`
          const objectStore = db.transaction(store).objectStore(store)
          const [keys, values] = await Promise.all([
            request(objectStore.getAllKeys()),
            request(objectStore.getAll()),
          ])
          records[where] = values.length
          values.forEach((value, i) => rows.push({ where, key: keys[i], value }))
        }
        db.close()
        for (const row of rows) await walk([row.key, row.value], row.where, new Set())
      }

      let cached = 0
      for (const cacheName of await caches.keys()) {
        const cache = await caches.open(cacheName)
        for (const req of await cache.keys()) {
          const response = await cache.match(req)
          if (!response) continue
          cached += 1
          const where = `cache ${cacheName} ${req.url}`
          for (const item of texts) if (req.url.includes(item)) found.push(`${where}: ${item}`)
          bytesHold(new Uint8Array(await response.arrayBuffer()), where)
        }
      }
      return { found, records, cached }
    },
    { texts: [ID, NAME, 'Sealtest'], run: RUN },
  )
}

describe('what the device keeps of an application', () => {
  it('holds no ID number, name or file byte in clear, as a draft or waiting offline', async () => {
    const { page, context } = session
    await page.goto('/self-help/exclusions/self')
    await waitForServiceWorker(page)
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    await answer(page, {
      'Your full name': NAME,
      'National ID (Omang) or passport number': ID,
      Gender: { choose: 'Female' },
      Age: { choose: '35 to 44' },
    })
    await continueTo(page, 'How we can contact you')
    await answer(page, { 'Phone number': '+267 71 234 567', 'Email address': 'neo@example.org' })
    await continueTo(page, 'Where you live')
    await answer(page, {
      District: { select: 'south-east' },
      'Town or village': 'Gaborone',
      'Residential address': 'Plot 1234, Extension 9',
      'Postal address': 'P O Box 100, Gaborone',
    })
    await continueTo(page, 'Gambling places')
    await answer(page, { 'Which gambling places should this apply to?': 'All gambling places' })
    await continueTo(page, 'How long the exclusion lasts')
    await answer(page, { 'How long should the exclusion last?': { choose: '1 year' } })
    await continueTo(page, 'People to support you')
    await continueTo(page, 'Your reasons')
    await answer(page, { 'Why do you want to be excluded?': 'I cannot stop on my own.' })
    await continueTo(page, 'Earlier exclusions')
    await answer(page, {
      'Have you ever received an exclusion reference number?': { choose: 'No' },
    })
    await continueTo(page, 'Documents')
    await page.getByLabel('A copy of your ID or passport').setInputFiles(DOCUMENT)
    await page.getByLabel('A recent photo of your face').setInputFiles(await png(page, 600, 800))
    await page.getByRole('button', { name: /^Remove photo/ }).waitFor({ timeout: 30_000 })
    await continueTo(page, 'Declaration')
    await answer(page, { 'I confirm that the information I have given is correct': { tick: true } })
    await continueTo(page, 'Check your answers before sending')
    await page.getByText(ID).first().waitFor()

    // The draft, with its files, is on the device (saved a moment after the last change).
    let draft = await scanDevice(page)
    await waitFor(
      async () => (draft = await scanDevice(page)).records['scamlock-drafts/drafts'] === 1,
      10_000,
      'the draft saved',
    )
    expect(draft.records['scamlock-keys/keys']).toBeGreaterThanOrEqual(1)
    expect(draft.cached).toBeGreaterThan(0)
    expect(draft.found).toEqual([])

    await context.setOffline(true)
    const reference = await submit(page, 'EX')
    await page
      .getByText(/waiting to send/i)
      .first()
      .waitFor()
    const waiting = await scanDevice(page)
    expect(waiting.records['scamlock-outbox/entries']).toBe(1)
    expect(waiting.records['scamlock-outbox/files']).toBe(2)
    expect(waiting.found).toEqual([])

    // And it is sent all the same (the body it sends: src/offline/sealing.test.ts).
    await context.setOffline(false)
    await expectDeliveredOnce(page, baseUrl(), reference)
    expect((await scanDevice(page)).found).toEqual([])
  })
})
