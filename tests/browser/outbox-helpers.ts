/**
 * Shared steps of the outbox's browser tests: fill and submit the product pre-registration,
 * drive the gateway's test-mode fault switch, and look at both sides afterwards: the gateway's
 * records (through /api/test/records) and the device's IndexedDB (read raw in the page, not
 * through the app's code).
 */
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { samplePdf } from '../../server/src/uploads/sample-pdf'

export const KEY = 'dev-gateway-key'

export async function gatewayCall<T = unknown>(base: string, path: string, body: unknown = {}) {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: T }).data
}

export interface Fault {
  mode: 'fail' | 'stall' | 'cut'
  count?: number
  status?: number
  phase?: 'request' | 'response'
  afterBytes?: number
  ms?: number
}

export const faults = {
  clear: (base: string) => gatewayCall(base, 'test/faults/clear'),
  add: (base: string, fault: Fault) =>
    gatewayCall(base, 'test/faults', { path: 'product/register', ...fault }),
  hits: async (base: string) =>
    (await gatewayCall<Record<string, number>>(base, 'test/faults/hits'))['product/register'] ?? 0,
}

/** How many registrations the gateway holds under this reference. */
export async function records(base: string, reference: string): Promise<number> {
  const data = await gatewayCall<{ count: number }>(base, 'test/records', {
    table: 'submissions',
    reference,
  })
  return data.count
}

/**
 * A PDF of about `size` bytes, distinct per seed. A real one: the gateway checks a PDF's
 * structure, so `%PDF-` and random bytes are refused.
 */
export function pdf(size: number, seed = 1) {
  const buffer = samplePdf({ size, seed })
  return { name: 'leaflet.pdf', mimeType: 'application/pdf', buffer }
}

/** A noisy PNG of the given size, drawn by the browser itself. */
export async function png(page: Page, width: number, height: number) {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')!
      const image = context.createImageData(width, height)
      for (let i = 0; i < image.data.length; i++) image.data[i] = (i * 2654435761) >>> 24
      context.putImageData(image, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/png' })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ''
      for (const byte of bytes) text += String.fromCharCode(byte)
      return btoa(text)
    },
    { width, height },
  )
  return {
    name: `photo-${width}x${height}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(base64, 'base64'),
  }
}

export const ANSWERS = {
  'Company name': 'Kalahari Foods (Pty) Ltd',
  'Contact person': 'Neo Molefe',
  'Email address': 'neo@kalahari.example',
  'Phone number': '+267 71 234 567',
  'Product name': 'Morula jam',
  Brand: 'Kalahari Gold',
  'Batch number or serial range': 'KG-2026-001 to KG-2026-500',
  Description: 'Morula fruit jam in 250 g jars.',
}

type FilePayload = { name: string; mimeType: string; buffer: Buffer }

/** A product code no other registration of the run has: one code is pending at most once. */
export function freshCode(): string {
  return `T${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0')}`
}

/** Answers the first page of the pre-registration (on /product-pre-registration). */
export async function fillFirstPage(page: Page, productCode = freshCode()): Promise<void> {
  for (const [label, value] of Object.entries(ANSWERS)) {
    await page.getByLabel(label, { exact: true }).fill(value)
  }
  await page.getByLabel('Product code', { exact: true }).fill(productCode)
  await page.getByLabel('Category').selectOption('food')
}

/**
 * Fills the form (on /product-pre-registration): its first page, then the page of the photos
 * and the document; goes on to Check your answers and submits; returns the reference.
 */
export async function register(
  page: Page,
  files: { document?: FilePayload; photos?: FilePayload[] } = {},
  productCode = freshCode(),
): Promise<string> {
  await fillFirstPage(page, productCode)
  await toFilesPage(page)
  if (files.photos) {
    await page.getByLabel('Photos of the product').setInputFiles(files.photos)
    await page
      .getByRole('button', { name: /^Remove photo/ })
      .nth(files.photos.length - 1)
      .waitFor()
  }
  if (files.document) {
    await page.getByLabel('Supporting document').setInputFiles(files.document)
    await page.getByRole('button', { name: `Remove ${files.document.name}` }).waitFor()
  }
  return submitRegistration(page)
}

/** From the page of the photos and the document: Check your answers, Submit; the reference. */
export async function submitRegistration(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('heading', { level: 1, name: 'Check your answers before sending' }).waitFor()
  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  await page.waitForURL(/\/submitted\/PR-[0-9A-Z]{8}$/)
  const reference = new URL(page.url()).pathname.split('/').at(-1)!
  // The reference is on the page at once, whatever the network does.
  await page.getByText(reference, { exact: true }).first().waitFor()
  return reference
}

export async function openForm(page: Page) {
  await page.goto('/product-pre-registration')
  await page.getByRole('heading', { level: 1, name: 'Register a product' }).waitFor()
}

/** From the first page of the pre-registration to the page of its photos and document. */
export async function toFilesPage(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('heading', { level: 1, name: 'Photos and a document' }).waitFor()
}

/** The pre-registration opened at the page of its photos and document, the first unanswered. */
export async function openFilesPage(page: Page) {
  await page.goto('/product-pre-registration?step=files')
  await page.getByRole('heading', { level: 1, name: 'Photos and a document' }).waitFor()
}

export interface DeviceEntry {
  state: string
  fields: Record<string, unknown>
  files: number
  attempts: number
  /** Each file's size and bytes the gateway confirmed (resumable uploads). */
  uploaded?: Array<{ size: number; sent: number }>
}

/** The outbox entry as IndexedDB holds it, read without the app's code. */
export async function deviceEntry(page: Page, reference: string): Promise<DeviceEntry | null> {
  return page.evaluate(async (reference) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('scamlock-outbox')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    try {
      const tx = db.transaction(['entries', 'files'])
      const entry = await read(tx.objectStore('entries').get(reference))
      const files = await read(tx.objectStore('files').index('reference').count(reference))
      return entry
        ? {
            state: entry.state,
            fields: entry.fields,
            attempts: entry.attempts,
            files,
            uploaded: entry.uploaded,
          }
        : null
    } finally {
      db.close()
    }
  }, reference)
}

/** Every outbox entry's reference and state. */
export async function deviceStates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('scamlock-outbox')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const all = await new Promise<Array<{ reference: string; state: string }>>((resolve) => {
      const request = db.transaction('entries').objectStore('entries').getAll()
      request.onsuccess = () => resolve(request.result)
    })
    db.close()
    return Object.fromEntries(all.map((entry) => [entry.reference, entry.state]))
  })
}

export async function waitFor(check: () => Promise<boolean>, timeout = 30_000, what = 'condition') {
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

/**
 * Both sides after a delivery: one record at the gateway, nothing personal on the device, and
 * in the end no entry left undelivered. The last is waited for, not read at once: the outbox
 * sends one entry at a time (docs/architecture.md), so when one of several is delivered the
 * next may still be `sending`. Reading it at once failed 4 runs in 8 with three entries queued;
 * an entry that is really stuck still fails here, after the wait.
 */
export async function expectDeliveredOnce(page: Page, base: string, reference: string) {
  await waitFor(
    async () => (await deviceEntry(page, reference))?.state === 'delivered',
    45_000,
    `${reference} delivered`,
  )
  expect(await records(base, reference)).toBe(1)
  const entry = await deviceEntry(page, reference)
  expect(entry).toMatchObject({ state: 'delivered', fields: {}, files: 0 })
  await waitFor(
    async () => Object.values(await deviceStates(page)).every((state) => state === 'delivered'),
    45_000,
    'every entry delivered',
  )
}
