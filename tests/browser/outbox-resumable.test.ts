/**
 * The outbox's files over a poor line, in Chromium against the real gateway: `/outbox` shows
 * each file's bytes sent and how much waits; a transfer cut by going offline continues from
 * what the gateway has; and "Send photos and files only on Wi-Fi", offered only where the
 * browser tells the kind of connection.
 *
 * Chromium on a desktop does not tell it (`navigator.connection.type` is Android's and
 * ChromeOS's); the Wi-Fi test turns that part of the API on (--enable-blink-features=
 * NetInfoDownlinkMax) and plays the phone's radio: it sets the type the browser reports and
 * fires the API's own `change` event. DevTools' `connectionType` emulation does not reach
 * `navigator.connection.type`.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, launch, newContext } from './browser'
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

const MB = 1024 * 1024
let browser: Browser
let context: BrowserContext | undefined
let page: Page

afterEach(async () => {
  await context?.close()
  context = undefined
})

describe('resumable uploads on /outbox', () => {
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it("shows each file's bytes sent and what waits, and continues a cut transfer where it stopped", async () => {
    await faults.clear(baseUrl())
    context = await newContext(browser)
    page = await context.newPage()
    await page.goto('/outbox')
    // Where the browser cannot tell Wi-Fi from mobile data, it says so and offers nothing.
    await page.getByText(/This browser cannot tell Wi-Fi from mobile data/).waitFor()
    expect(await page.getByRole('checkbox').count()).toBe(0)

    // A slow line: about 3 s a megabyte up.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 350 * 1024,
    })
    await openForm(page)
    const reference = await register(page, { document: pdf(3 * MB, 11) })
    // Cut once the gateway confirmed the first chunk (1 MiB).
    await waitFor(
      async () => ((await deviceEntry(page, reference))?.uploaded?.[0]?.sent ?? 0) >= MB,
      30_000,
      'the first chunk',
    )
    await context.setOffline(true)
    const sent = (await deviceEntry(page, reference))?.uploaded?.[0]?.sent ?? 0
    expect(sent).toBeGreaterThanOrEqual(MB)
    expect(sent).toBeLessThan(3 * MB)
    await page.goto('/outbox').catch(() => undefined)
    const card = page.getByRole('listitem').filter({ hasText: reference })
    const shown = `${Math.floor((sent * 10) / MB) / 10} MB of 3 MB sent`
    await card.getByText(shown, { exact: true }).waitFor()
    await page.getByText(/^\d(\.\d)? MB of photos and files waits to be sent\.$/).waitFor()
    await expectNoAxeViolations(page)

    // Back online, at full speed: the rest goes, from where the gateway stands.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    const patched: number[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patched.push(Number(request.headers()['upload-offset']))
    })
    await context.setOffline(false)
    // Coming online starts the sender; "Send now" may already be gone when the rest went.
    await page
      .getByRole('button', { name: 'Send now' })
      .click({ timeout: 2_000 })
      .catch(() => undefined)
    await expectDeliveredOnce(page, baseUrl(), reference)
    // The first PATCH after the cut starts at or after what the gateway had confirmed.
    expect(patched[0]).toBeGreaterThanOrEqual(sent)
  })
})

describe('only on Wi-Fi', () => {
  beforeAll(async () => {
    browser = await launch(['--enable-blink-features=NetInfoDownlinkMax'])
  })
  afterAll(async () => {
    await browser?.close()
  })

  /** The kind of connection the browser reports, and its change event, as a phone's would. */
  async function onConnection(type: string) {
    await page.evaluate((type) => {
      const connection = (navigator as unknown as { connection: EventTarget }).connection
      Object.defineProperty(connection, 'type', { value: type, configurable: true })
      connection.dispatchEvent(new Event('change'))
    }, type)
  }

  it('keeps submissions with files waiting off Wi-Fi, says why, and sends them as soon as the device is on Wi-Fi', async () => {
    await faults.clear(baseUrl())
    context = await newContext(browser)
    page = await context.newPage()
    await page.addInitScript(() => {
      const connection = (navigator as unknown as { connection: EventTarget }).connection
      Object.defineProperty(connection, 'type', { value: 'cellular', configurable: true })
    })
    await page.goto('/outbox')
    const setting = page.getByRole('checkbox', { name: 'Send photos and files only on Wi-Fi' })
    await setting.check()
    await expectNoAxeViolations(page)

    await openForm(page)
    const uploads: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/uploads')) uploads.push(request.url())
    })
    const reference = await register(page, { document: pdf(1.5 * MB, 12) })
    await page.goto('/outbox')
    const card = page.getByRole('listitem').filter({ hasText: reference })
    await card.getByText('0 MB of 1.5 MB sent', { exact: true }).waitFor()
    await page.getByText('1.5 MB of photos and files waits to be sent.').waitFor()
    await page
      .getByRole('status')
      .getByText(/You are not on Wi-Fi/)
      .waitFor()
    await page.getByRole('button', { name: 'Send now' }).click()
    await page.waitForTimeout(1500)
    expect(uploads).toEqual([])
    expect((await deviceEntry(page, reference))?.state).toBe('waiting')
    expect(await records(baseUrl(), reference)).toBe(0)

    // On Wi-Fi: the connection's change starts the sender; nothing to press.
    await onConnection('wifi')
    await expectDeliveredOnce(page, baseUrl(), reference)
    expect(uploads.length).toBeGreaterThan(0)
    expect(await page.getByText(/You are not on Wi-Fi/).count()).toBe(0)
  })
})
