/**
 * The product pre-registration and its confirmation as a person on a phone meets them, at 390
 * px against the real gateway: the journey answered with its files, checked, sent offline and
 * delivered once; the draft kept over a reload and Back and removed by Start again, no outbox
 * code (Dexie) in the form's chunks, the product code asked for, refused when it is already
 * registered and shown on the confirmation, and a confirmation that says "Submitted" only once
 * delivered, and nothing of the kind for a reference the device does not hold.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'
import { walkJourney } from './journey-helpers'
import { ANSWERS, freshCode, openFilesPage, pdf, png, register } from './outbox-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

async function fillSome(page: Page) {
  await field(page, 'Company name').fill('Kalahari Foods (Pty) Ltd')
  await field(page, 'Product code').fill('KF 2026 77')
  await page.getByLabel('Category').selectOption('food')
  // Past the draft's pause, so what follows does not depend on the page-hide save alone.
  await page.waitForTimeout(600)
}

async function expectFilled(page: Page) {
  await page.getByText('Your answers from last time are kept on this device.').waitFor()
  expect(await field(page, 'Company name').inputValue()).toBe('Kalahari Foods (Pty) Ltd')
  expect(await field(page, 'Product code').inputValue()).toBe('KF 2026 77')
  expect(await page.getByLabel('Category').inputValue()).toBe('food')
}

describe('the pre-registration', () => {
  it('is answered with its files, checked, sent offline and delivered once', async () => {
    const { page, context } = session
    await page.goto('/')
    await waitForServiceWorker(page)
    const photo = await png(page, 800, 600)
    await walkJourney(page, context, baseUrl(), '/product-pre-registration', 'PR', [
      {
        heading: 'Register a product',
        answers: { ...ANSWERS, 'Product code': freshCode(), Category: { select: 'food' } },
      },
      {
        heading: 'Photos and a document',
        files: {
          'Photos of the product (optional)': photo,
          'Supporting document (optional)': pdf(50_000),
        },
      },
    ])
  })
})

describe('the photos', () => {
  it('are six at most: a seventh is not taken, and the field says so', async () => {
    const { page } = session
    await openFilesPage(page)
    const photos = []
    for (let i = 0; i < 7; i++) photos.push(await png(page, 600 + i, 600))
    await page.getByLabel('Photos of the product (optional)').setInputFiles(photos)
    await page
      .getByText('photo-606x600.png: Attach 6 pictures or fewer')
      .waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(6)
    await expectNoAxeViolations(page)
  })
})

describe('the draft of a pre-registration', () => {
  it('comes back after a reload and after Back, and goes with Start again', async () => {
    const { page } = session
    await page.goto('/product-pre-registration')
    await fillSome(page)
    await page.reload()
    await expectFilled(page)
    await expectNoAxeViolations(page)

    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click()
    await page.waitForURL('**/about-us')
    await page.goBack()
    await expectFilled(page)

    await page.getByRole('button', { name: 'Start again' }).click()
    await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'OK' }).click()
    await page.getByText('Your answers from last time').waitFor({ state: 'detached' })
    expect(await field(page, 'Company name').inputValue()).toBe('')
    await page.reload()
    await h1(page).waitFor()
    await page.waitForTimeout(500)
    expect(await field(page, 'Company name').inputValue()).toBe('')
    expect(await page.getByText('Your answers from last time').count()).toBe(0)
  })

  it('needs no outbox code (Dexie) for the draft, and is gone once submitted', async () => {
    const { page } = session
    const chunks = new Map<string, string>()
    page.on('response', async (response) => {
      if (response.url().endsWith('.js'))
        chunks.set(response.url(), await response.text().catch(() => ''))
    })
    await page.goto('/product-pre-registration')
    await fillSome(page)
    // The page's own chunk and the journey layer's (vite.config.ts).
    const own = [...chunks].filter(([url]) => /\/(product-registration-form|journey)-/.test(url))
    expect(own.length).toBeGreaterThan(0)
    for (const [url, text] of own) expect(text.includes('DexieError'), url).toBe(false)

    await register(page)
    await page.goto('/product-pre-registration')
    await h1(page).waitFor()
    await page.waitForTimeout(500)
    expect(await field(page, 'Company name').inputValue()).toBe('')
  })
})

describe('the product code', () => {
  it('is asked for, and shown on the confirmation with the reference', async () => {
    const { page } = session
    await page.goto('/product-pre-registration')
    const code = freshCode()
    await register(page, {}, code.toLowerCase().replace(/(\d{4})$/, ' $1'))
    const summary = page.locator('.confirmation__summary')
    await summary.waitFor()
    expect(await summary.textContent()).toBe(`Product code${code}`)
  })

  it('is refused when it is already on the register, on its field', async () => {
    const { page } = session
    await page.goto('/product-pre-registration')
    await register(page, {}, 'BWP100001')
    await page.getByText('Not sent: the service refused this submission.').waitFor({
      timeout: 30_000,
    })
    await page.waitForFunction(() => document.title === 'Not accepted: needs correcting – ScamLock')
    expect(await page.locator('.delivery-state').textContent()).toContain(
      'This product code is already registered or waiting for review',
    )
  })
})

describe('the confirmation page says what is true', () => {
  it('"Saved on this device" offline, with no green panel; "Submitted" once delivered', async () => {
    const { page, context } = session
    await page.goto('/product-pre-registration')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await register(page)
    expect(await h1(page).textContent()).toBe('Saved on this device')
    expect(await page.title()).toBe('Saved on this device – ScamLock')
    const panel = page.locator('.confirmation')
    expect(await panel.getAttribute('class')).toContain('confirmation--waiting')
    const green = await panel.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(green).not.toBe('rgb(27, 94, 32)')
    await expectNoAxeViolations(page)

    await context.setOffline(false)
    await page.getByText('Delivered', { exact: true }).waitFor({ timeout: 30_000 })
    await page.waitForFunction(() => document.title === 'Submitted – ScamLock')
    expect(await h1(page).textContent()).toBe('Submitted')
    expect(await panel.getAttribute('class')).toContain('confirmation--delivered')
  })

  it('claims nothing for a reference the device does not hold, and says how to check one', async () => {
    const { page } = session
    await page.goto('/submitted/PR-AAAAAAAA')
    await page.getByText('How to check a reference number').waitFor()
    expect(await h1(page).textContent()).toBe('Not found on this device')
    expect(await page.title()).toBe('Not found on this device – ScamLock')
    expect(await page.locator('.confirmation').count()).toBe(0)
    expect(await page.getByRole('link', { name: '19777' }).getAttribute('href')).toBe('tel:19777')
    await expectNoAxeViolations(page)

    await page.goto('/submitted/EX-AAAAAAAA')
    await page.getByText('How to check a reference number').waitFor()
    expect(
      await page
        .getByRole('link', { name: 'Check the status of an application' })
        .getAttribute('href'),
    ).toBe('/self-help/status')
  })
})
