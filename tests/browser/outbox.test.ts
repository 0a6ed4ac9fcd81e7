/**
 * The outbox end to end, in Chromium against the real gateway: product pre-registration saved
 * first and delivered once, offline then online, photos resized on the device, a refusal that
 * needs attention and is corrected, the outbox page, the badge, and the service worker's
 * offline promises (every public route, /api never answered with the shell).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, launch, newContext, waitForServiceWorker } from './browser'
import {
  deviceEntry,
  expectDeliveredOnce,
  faults,
  fillFirstPage,
  openForm,
  pdf,
  png,
  records,
  register,
  submitRegistration,
  toFilesPage,
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
})

describe('product pre-registration through the outbox', () => {
  it('shows the reference at once, then "Delivered", and keeps nothing personal', async () => {
    await openForm(page)
    const reference = await register(page, { document: pdf(200_000) })
    await page.getByText('Delivered', { exact: true }).waitFor({ timeout: 30_000 })
    await page.waitForFunction(() => document.title === 'Submitted – ScamLock')
    await expectDeliveredOnce(page, baseUrl(), reference)
    await expectNoAxeViolations(page)
  })

  it('lists every problem in the error summary, in the shared words', async () => {
    await openForm(page)
    await page.getByLabel('Email address').fill('not-an-email')
    await page.getByRole('button', { name: 'Continue' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.waitFor()
    for (const text of ['Enter the company name', 'Invalid Email', 'Select a category']) {
      expect(await summary.getByRole('link', { name: text }).count(), text).toBe(1)
    }
    await summary.getByRole('link', { name: 'Select a category' }).click()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      'product-pre-registration-category',
    )
    await expectNoAxeViolations(page)
  })

  it('resizes a large photo to 1920 px on the device and refuses one under 512 px', async () => {
    await openForm(page)
    await fillFirstPage(page)
    await toFilesPage(page)
    const small = await png(page, 400, 300)
    await page.getByLabel('Photos of the product').setInputFiles(small)
    await page.getByText('Choose a picture at least 512 pixels wide and high').waitFor()
    const large = await png(page, 3000, 2000)
    await page.getByLabel('Photos of the product').setInputFiles(large)
    // Decoding and scaling 6 megapixels takes a phone a second or two; a machine running the
    // whole suite at once may take far longer, which says nothing of the product.
    await page.getByText(/1920 × 1280 pixels/).waitFor({ timeout: 60_000 })
    const reference = await submitRegistration(page)
    await expectDeliveredOnce(page, baseUrl(), reference)
  }, 120_000)

  it('saves offline, says "waiting to send", and delivers once online', async () => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await openForm(page)
    const reference = await register(page, { document: pdf(50_000) })
    await page.getByText('Waiting to send', { exact: true }).waitFor()
    // Its fields are kept sealed (docs/decisions.md): one member, nothing in clear.
    const saved = await deviceEntry(page, reference)
    expect(saved).toMatchObject({ state: 'waiting', files: 1 })
    expect(Object.keys(saved?.fields ?? {})).toEqual(['#sealed'])
    expect(await records(baseUrl(), reference)).toBe(0)
    // The header badge counts it.
    expect(await page.getByRole('link', { name: /Outbox.*1 waiting to send/ }).count()).toBe(1)
    await context.setOffline(false)
    await page.getByText('Delivered', { exact: true }).waitFor({ timeout: 30_000 })
    await expectDeliveredOnce(page, baseUrl(), reference)
    expect(await page.getByRole('link', { name: /^Outbox/ }).count()).toBe(0)
  })

  it('marks a refusal as needing attention, never retries it, and sends the correction', async () => {
    await faults.add(baseUrl(), { mode: 'fail', status: 422 })
    await openForm(page)
    const reference = await register(page)
    await page.getByText('Not sent: the service refused this submission.').waitFor({
      timeout: 30_000,
    })
    // Refused, not waiting: nothing on the page says it is still on its way.
    expect(
      await page
        .locator('main')
        .getByText(/waiting|sending/i)
        .count(),
    ).toBe(0)
    await page.getByRole('link', { name: 'Or remove it in your outbox' }).click()
    await page.getByRole('heading', { level: 1, name: 'Waiting to send' }).waitFor()
    // The heading comes before the list, which is read from the device's database.
    const card = page.getByRole('listitem').filter({ hasText: reference })
    await card.getByText('Refused: correct it and send it again').waitFor()
    expect(await card.getByText('Refused: correct it and send it again').count()).toBe(1)
    expect(await card.getByText('Injected fault (test mode)').count()).toBe(1)
    await expectNoAxeViolations(page)
    await page.waitForTimeout(3_000)
    expect(await faults.hits(baseUrl())).toBe(1)

    // The correction opens on Check your answers (src/journey): Change, then back there.
    await card.getByRole('link', { name: `Correct ${reference}` }).click()
    await page.getByText(`The service did not accept ${reference}.`).waitFor()
    await page.getByRole('link', { name: 'Change Brand' }).click()
    expect(await page.getByLabel('Brand', { exact: true }).inputValue()).toBe('Kalahari Gold')
    await page.getByLabel('Brand', { exact: true }).fill('Kalahari Gold Premium')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Submit again' }).click()
    await page.waitForURL(`**/submitted/${reference}`)
    await page.getByText('Delivered', { exact: true }).waitFor({ timeout: 30_000 })
    await expectDeliveredOnce(page, baseUrl(), reference)
  })

  it('lists what waits, sends on "Send now" and removes through the confirm dialog', async () => {
    await faults.add(baseUrl(), { mode: 'fail', status: 503, count: 1000 })
    await openForm(page)
    const kept = await register(page)
    await openForm(page)
    const removed = await register(page)
    await page.goto('/outbox')
    const entry = (reference: string) => page.getByRole('listitem').filter({ hasText: reference })
    await entry(kept).getByText('Injected fault (test mode)').waitFor({ timeout: 30_000 })
    expect(
      await page.getByText('2 submissions are waiting to send.', { exact: false }).count(),
    ).toBe(1)

    await entry(removed)
      .getByRole('button', { name: `Remove ${removed}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Confirm' })
    await dialog.getByRole('button', { name: 'OK' }).click()
    await waitFor(async () => (await entry(removed).count()) === 0, 10_000, 'removal')
    expect(await deviceEntry(page, removed)).toBeNull()

    // After three failures the next try is 4 to 8 s away; "Send now" does not wait for it.
    await waitFor(
      async () => ((await deviceEntry(page, kept))?.attempts ?? 0) >= 3,
      30_000,
      'three attempts',
    )
    await faults.clear(baseUrl())
    const pressed = Date.now()
    await page.getByRole('button', { name: 'Send now' }).click()
    await waitFor(
      async () => (await deviceEntry(page, kept))?.state === 'delivered',
      3_500,
      'delivery right after Send now',
    )
    expect(Date.now() - pressed).toBeLessThan(3_500)
    await expectDeliveredOnce(page, baseUrl(), kept)
    expect(await records(baseUrl(), removed)).toBe(0)
    await page.getByRole('heading', { name: 'Delivered' }).waitFor()
    expect(await page.getByRole('link', { name: kept }).count()).toBe(1)
  })
})

describe('the service worker', () => {
  it('renders every public route offline after one visit', async () => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    for (const path of [
      '/',
      '/product-pre-registration',
      '/about-us',
      '/terms-and-conditions',
      '/verification-sites',
      '/verify/agent',
      '/verify/promotion',
      '/verify/callerId',
      '/verify/document',
      '/qr-verify/promotion/PRM2026/WINTER',
      '/self-help',
      '/self-help/faqs',
      '/self-help/pgsi',
      '/self-help/pgsi/quiz',
      '/self-help/status',
      '/insurance',
      '/outbox',
      '/submitted/PR-ABCDEFGH',
      '/language',
      '/no/such/page',
    ]) {
      await page.goto(path)
      const heading = page.getByRole('heading', { level: 1 })
      await heading.waitFor({ timeout: 10_000 })
      expect((await heading.textContent())?.trim(), path).toBeTruthy()
    }
  })

  it('never answers /api with the app shell', async () => {
    await page.goto('/')
    await waitForServiceWorker(page)
    const response = await page.goto('/api/no-such-call')
    expect(response?.headers()['content-type']).toMatch(/application\/json/)
    await context.setOffline(true)
    const offline = await page.goto('/api/health').catch(() => null)
    expect(offline?.headers()['content-type'] ?? '').not.toMatch(/text\/html/)
  })
})

describe('the install offer', () => {
  it('keeps the browser prompt for a later moment, then installs when asked', async () => {
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          Object.assign(window, { prompted: true })
          return Promise.resolve()
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      })
      window.dispatchEvent(event)
    })
    const offer = page.getByRole('region', { name: 'Install the app' })
    expect(await offer.count()).toBe(0)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'About Us' }).click()
    await page.waitForURL('**/about-us')
    expect(await offer.count()).toBe(0)
    await nav.getByRole('link', { name: 'Verify Agent' }).click()
    await offer.waitFor()
    await expectNoAxeViolations(page)
    await offer.getByRole('button', { name: 'Install' }).click()
    expect(await page.evaluate(() => (window as { prompted?: boolean }).prompted)).toBe(true)
    await offer.waitFor({ state: 'detached' })
  })

  it('gives iOS Safari a dismissible Add to Home Screen hint, and not when standalone', async () => {
    const iphone = await browser.newContext({
      baseURL: baseUrl(),
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    })
    const phone = await iphone.newPage()
    await openForm(phone)
    await register(phone)
    const hint = phone.getByRole('region', { name: 'Install the app' })
    await hint
      .getByText('tap the Share button, then Add to Home Screen', { exact: false })
      .waitFor()
    await hint.getByRole('button', { name: 'Dismiss' }).click()
    await hint.waitFor({ state: 'detached' })
    await phone.reload()
    await phone.getByRole('heading', { level: 1 }).waitFor()
    await phone.waitForTimeout(500)
    expect(await hint.count()).toBe(0)

    const installed = await iphone.newPage()
    await installed.addInitScript(() => {
      localStorage.clear()
      Object.defineProperty(navigator, 'standalone', { value: true })
    })
    await openForm(installed)
    await register(installed)
    await installed.waitForTimeout(500)
    expect(await installed.getByRole('region', { name: 'Install the app' }).count()).toBe(0)
    await iphone.close()
  })
})
