/**
 * The app shell in the production build served by the real gateway: header, current link
 * hidden, the mobile toggle, titles, the catch-all page, language persistence, offline reload
 * and axe.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, launch, newContext, waitForServiceWorker } from './browser'

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
  context = await newContext(browser)
  page = await context.newPage()
})
afterEach(async () => {
  await context?.close()
})

const mainNav = (p: Page) => p.getByRole('navigation', { name: 'Main' })

describe('the shell', () => {
  it('renders the header with every link but the current one, and the footer', async () => {
    await page.goto('/about-us')
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor()
    const nav = mainNav(page)
    for (const name of [
      'Verify Document',
      'Verify Product',
      'Verification Sites',
      'Pre-Registration',
      'Terms & Conditions',
      'Verify Agent',
      'Verify Promotion',
      'Caller ID Check',
    ]) {
      expect(await nav.getByRole('link', { name, exact: true }).count(), name).toBe(1)
    }
    expect(await nav.getByRole('link', { name: 'About Us', exact: true }).count()).toBe(0)
    const footer = page.getByRole('contentinfo')
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`)
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1)
    expect(await page.title()).toBe('About Us – ScamLock')
  })

  it('hides Verify Product on the home page and the logo goes home', async () => {
    await page.goto('/verify/agent')
    await page.getByRole('link', { name: 'ScamLock home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('heading', { level: 1, name: 'Verify Product' }).waitFor()
    expect(await mainNav(page).getByRole('link', { name: 'Verify Product' }).count()).toBe(0)
  })

  it('folds the menu behind a toggle on a small screen', async () => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await mainNav(page).isVisible()).toBe(false)
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true')
    expect(await mainNav(page).isVisible()).toBe(true)
    await mainNav(page).getByRole('link', { name: 'Verify Agent' }).click()
    await page.waitForURL('**/verify/agent')
    expect(await mainNav(page).isVisible()).toBe(false)
  })

  it('shows the catch-all page for an unknown address', async () => {
    await page.goto('/no/such/page')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found')
  })

  it('keeps the chosen language over a reload and sets <html lang>', async () => {
    await page.goto('/language')
    await page.getByRole('radio', { name: 'Français' }).check()
    await page.waitForFunction(() => document.documentElement.lang === 'fr')
    await page.reload()
    await page.waitForFunction(() => document.documentElement.lang === 'fr')
    expect(await page.getByRole('radio', { name: 'Français' }).isChecked()).toBe(true)
  })

  it('is taken over by the service worker and reloads with the network off', async () => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await context.setOffline(true)
    await page.reload()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Verify Product')
    await page.goto('/self-help/faqs')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Frequently asked questions',
    )
  })

  it('has no axe violations on the shell, wide and narrow', async () => {
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByRole('button', { name: 'Menu' }).click()
    await expectNoAxeViolations(page)
  })
})

describe('navigation', () => {
  it('goes to the anchor of a link, and to the top of a new page', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await page.waitForURL('**/terms-and-conditions#privacy')
    const inView = () =>
      page.evaluate(() => {
        const box = document.getElementById('privacy')?.getBoundingClientRect()
        return box !== undefined && box.top >= -1 && box.top < window.innerHeight
      })
    await expect.poll(inView, { timeout: 5_000 }).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Menu' }).click()
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .click()
    await page.waitForURL('**/about-us')
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0)

    // A deep link with an anchor, opened directly.
    await page.goto('/terms-and-conditions#privacy')
    await expect.poll(inView, { timeout: 5_000 }).toBe(true)
    await context.close()
  })
})
