/**
 * What a person met on the portal's pages at 390 px that needs the real app (its router, its
 * outbox, its layout): focus after a Change link and after a refused Submit, what waits to
 * send shown from every portal page (and fitting its header at 320 px), and the install offer
 * leaving the page's end reachable. (Focus after a status check: seek-help.test.ts.)
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appReady, expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'
import { answer, continueTo, submit } from './journey-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return { id: active?.id ?? '', tag: active?.tagName ?? '', classes: active?.className ?? '' }
  })

/** A complaint answered up to Check your answers. */
async function complaintToCheck(page: Page) {
  await page.goto('/self-help/contact/complaint')
  await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
  await answer(page, { 'Your full name': 'Kabo Sample', 'Phone number': '71-234-567' })
  await continueTo(page, 'Your complaint')
  await answer(page, { 'What happened?': 'The casino kept my winnings of P 2,000.' })
  await continueTo(page, 'Check your answers before sending')
}

describe('focus on a journey', () => {
  it('lands on the question a Change link names, not on the page', async () => {
    const { page } = session
    await complaintToCheck(page)
    await page.getByRole('link', { name: /^Change\s+Phone number$/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    await expect.poll(async () => (await focused(page)).id).toBe('complaint-contactPhone')
    expect(await page.getByLabel('Phone number').inputValue()).toBe('71-234-567')
  })

  it('lands on the error summary of the page a refused Submit goes to', async () => {
    const { page } = session
    await page.goto('/self-help/contact/complaint?step=check')
    await page
      .getByRole('heading', { level: 1, name: 'Check your answers before sending' })
      .waitFor()
    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    await expect.poll(async () => (await focused(page)).classes).toContain('error-summary')
    await expectNoAxeViolations(page)
  })
})

describe('what waits to send, on the portal', () => {
  it('shows from every portal page, and leads to the outbox in the portal’s shell', async () => {
    const { page, context } = session
    await page.goto('/self-help')
    await waitForServiceWorker(page)
    const badge = page.getByRole('banner').getByRole('link', { name: /waiting to send/ })
    expect(await badge.count()).toBe(0)

    await complaintToCheck(page)
    await context.setOffline(true)
    const reference = await submit(page, 'CP')
    await page.goto('/self-help/faqs')
    await appReady(page)
    await badge.waitFor()
    expect((await badge.getAttribute('href')) ?? '').toBe('/self-help/outbox')
    expect(await badge.textContent()).toContain('1')
    await expectNoAxeViolations(page)
    // It fits beside Quick exit and Menu at 320 px.
    await page.setViewportSize({ width: 320, height: 700 })
    const bar = await page.locator('.portal-header .site-header__bar').evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }))
    expect(bar.scroll).toBeLessThanOrEqual(bar.client)
    await badge.click()
    await page.getByText(reference).first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/self-help/outbox')
  })
})

describe('the install offer', () => {
  it('keeps the end of the page above it while it shows', async () => {
    const { page } = session
    await page.goto('/self-help')
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      })
      window.dispatchEvent(event)
    })
    for (const name of ['FAQs', 'PGSI']) {
      await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('navigation').getByRole('link', { name, exact: true }).click()
      await page.getByRole('heading', { level: 1 }).waitFor()
    }
    const offer = page.getByRole('region', { name: 'Install the app' })
    await offer.waitFor()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = page.getByRole('contentinfo').getByRole('link').last()
    await expect
      .poll(async () => {
        const [link, panel] = await Promise.all([last.boundingBox(), offer.boundingBox()])
        return link && panel ? link.y + link.height <= panel.y : false
      })
      .toBe(true)
    await offer.getByRole('button', { name: 'Not now' }).click()
    await offer.waitFor({ state: 'detached' })
    expect(
      await page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--foot-panel-space'),
      ),
    ).toBe('')
  })
})
