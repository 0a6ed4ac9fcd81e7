/**
 * The outbox under faults (docs/design.md section 7: "nothing lost and nothing
 * sent twice"), in Chromium against the real gateway, which its test-mode fault switch makes
 * fail, stall or cut the connection. Every case checks both sides: the gateway holds exactly
 * one record per submission, and the device holds no waiting entry and no personal data of a
 * delivered one. Where "sent once" is the point (two tabs), the gateway's request count is
 * checked too, since idempotency alone would hide a double send.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { baseUrl, launch, newContext, waitForServiceWorker } from './browser'
import {
  deviceEntry,
  expectDeliveredOnce,
  faults,
  openForm,
  pdf,
  records,
  register,
  waitFor,
} from './outbox-helpers'

let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})
beforeEach(async () => {
  await faults.clear(baseUrl())
  context = await newContext(browser)
  page = await context.newPage()
})
afterEach(async () => {
  await context?.close()
  await faults.clear(baseUrl())
})

describe('the outbox under faults', () => {
  it('retries server errors (5xx) with backoff until delivered', async () => {
    await faults.add(baseUrl(), { mode: 'fail', status: 503, count: 2 })
    await openForm(page)
    const reference = await register(page, { document: pdf(100_000) })
    await expectDeliveredOnce(page, baseUrl(), reference)
    expect(await faults.hits(baseUrl())).toBe(3)
  })

  it('retries when the gateway stored it but the answer was lost (5xx after the fact)', async () => {
    await faults.add(baseUrl(), { mode: 'fail', status: 500, phase: 'response' })
    await openForm(page)
    const reference = await register(page, { document: pdf(100_000) })
    await expectDeliveredOnce(page, baseUrl(), reference)
    expect(await faults.hits(baseUrl())).toBe(2)
  })

  it('times out a request that never answers (120 s) and sends it again', async () => {
    await context.clock.install()
    await faults.add(baseUrl(), { mode: 'stall', phase: 'response' })
    await openForm(page)
    const reference = await register(page, { document: pdf(100_000) })
    await page.getByText('Sending…').waitFor({ timeout: 15_000 })
    // XHR reports the upload's progress, which the page shows.
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor()
    await waitFor(async () => (await faults.hits(baseUrl())) === 1, 10_000, 'the first request')
    await page.clock.fastForward(121_000)
    await expectDeliveredOnce(page, baseUrl(), reference)
    expect(await faults.hits(baseUrl())).toBe(2)
  })

  it('sends again after the connection is cut mid-upload', async () => {
    await faults.add(baseUrl(), { mode: 'cut', afterBytes: 256 * 1024 })
    await openForm(page)
    const reference = await register(page, { document: pdf(3 * 1024 * 1024) })
    await expectDeliveredOnce(page, baseUrl(), reference)
    expect(await faults.hits(baseUrl())).toBe(2)
  })

  it('finishes the send when the page is closed mid-send and opened again', async () => {
    // The gateway stores it and holds the answer: the page closes while "sending".
    await faults.add(baseUrl(), { mode: 'stall', phase: 'response' })
    await openForm(page)
    const reference = await register(page, { document: pdf(100_000) })
    await page.getByText('Sending…').waitFor({ timeout: 15_000 })
    await waitFor(async () => (await records(baseUrl(), reference)) === 1, 10_000, 'the record')
    expect((await deviceEntry(page, reference))?.state).toBe('sending')
    await page.close()

    page = await context.newPage()
    await page.goto('/outbox')
    await expectDeliveredOnce(page, baseUrl(), reference)
    expect(await faults.hits(baseUrl())).toBe(2)
  })

  it('sends each entry once with two tabs open', async () => {
    const other = await context.newPage()
    await page.goto('/')
    await waitForServiceWorker(page)
    await other.goto('/outbox')
    await context.setOffline(true)
    const references: string[] = []
    for (let i = 0; i < 3; i++) {
      await openForm(page)
      references.push(await register(page, { document: pdf(300_000, i) }))
    }
    await page.goto('/outbox')
    await context.setOffline(false)
    for (const reference of references) await expectDeliveredOnce(other, baseUrl(), reference)
    await page.waitForTimeout(2_000)
    expect(await faults.hits(baseUrl())).toBe(3)
  })
})
