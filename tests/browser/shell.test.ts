/**
 * The app shell in the production build served by the real gateway: header, current link
 * hidden, the mobile toggle, titles, the catch-all page, language persistence, offline reload
 * and axe.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'

const session = usePage()

const mainNav = (p: Page) => p.getByRole('navigation', { name: 'Main' })

describe('the shell', () => {
  it('renders the header with every link but the current one, and the footer', async () => {
    await session.page.goto('/about-us')
    await session.page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor()
    const nav = mainNav(session.page)
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
    const footer = session.page.getByRole('contentinfo')
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`)
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1)
    expect(await footer.getByRole('link', { name: 'Report a fake' }).getAttribute('href')).toBe(
      '/verify/report',
    )
    expect(
      await footer.getByRole('link', { name: 'Report a scam call' }).getAttribute('href'),
    ).toBe('/verify/report-call')
    expect(await session.page.title()).toBe('About Us – ScamLock')
  })

  it('hides Verify Product on the home page and the logo goes home', async () => {
    await session.page.goto('/verify/agent')
    await session.page.getByRole('link', { name: 'ScamLock home' }).click()
    await session.page.waitForURL((url) => url.pathname === '/')
    await session.page.getByRole('heading', { level: 1, name: 'Verify Product' }).waitFor()
    expect(await mainNav(session.page).getByRole('link', { name: 'Verify Product' }).count()).toBe(
      0,
    )
  })

  it('folds the menu behind a toggle on a small screen', async () => {
    await session.page.setViewportSize({ width: 375, height: 740 })
    await session.page.goto('/')
    const toggle = session.page.getByRole('button', { name: 'Menu' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await mainNav(session.page).isVisible()).toBe(false)
    await toggle.focus()
    await session.page.keyboard.press('Enter')
    const close = session.page.getByRole('button', { name: 'Close menu' })
    // It failed once in a loaded CI run (the menu never said Close): say where focus was then.
    await close.waitFor({ timeout: 15_000 }).catch(async () => {
      const focused = await session.page.evaluate(
        () => `${document.activeElement?.tagName} "${document.activeElement?.textContent ?? ''}"`,
      )
      throw new Error(`Enter on Menu opened nothing; focus: ${focused}`)
    })
    expect(await close.getAttribute('aria-expanded')).toBe('true')
    expect(await mainNav(session.page).isVisible()).toBe(true)
    await mainNav(session.page).getByRole('link', { name: 'Verify Agent' }).click()
    await session.page.waitForURL('**/verify/agent')
    expect(await mainNav(session.page).isVisible()).toBe(false)
  })

  it('keeps the header to one bar and one row of links on a wide screen', async () => {
    for (const width of [1280, 1440, 1920]) {
      await session.page.setViewportSize({ width, height: 800 })
      await session.page.goto('/outbox')
      await session.page.getByRole('heading', { level: 1 }).waitFor()
      const box = (name: string) =>
        session.page
          .getByRole('banner')
          .getByRole(name === 'Language' ? 'combobox' : 'button', { name })
          .boundingBox()
      const logo = await session.page.getByRole('link', { name: 'ScamLock home' }).boundingBox()
      const scan = await box('Scan promotion QR code')
      const language = await box('Language')
      // One bar: the logo, the scanner and the language side by side, apart.
      for (const other of [scan!, language!]) {
        expect(Math.abs(other.y + other.height / 2 - (logo!.y + logo!.height / 2))).toBeLessThan(8)
      }
      expect(scan!.x - (logo!.x + logo!.width)).toBeGreaterThanOrEqual(16)
      // One row of links, all in view.
      const links = await mainNav(session.page)
        .getByRole('link')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()))
      expect(links.length).toBe(9)
      expect(new Set(links.map((link) => Math.round(link.top))).size).toBe(1)
      expect(Math.max(...links.map((link) => link.right))).toBeLessThanOrEqual(width)
      const header = await session.page.getByRole('banner').boundingBox()
      expect(header!.height, `${width} px`).toBeLessThan(130)
    }
    await expectNoAxeViolations(session.page)
  })

  it("names what the header's scanner reads, on a phone too", async () => {
    await session.page.setViewportSize({ width: 390, height: 844 })
    await session.page.goto('/')
    const scan = session.page.getByRole('banner').getByRole('button', {
      name: 'Scan promotion QR code',
    })
    await scan.waitFor()
    expect(await scan.isVisible()).toBe(true)
  })

  it('shows the catch-all page for an unknown address', async () => {
    await session.page.goto('/no/such/page')
    expect(await session.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Page not found',
    )
  })

  it('keeps the chosen language over a reload and sets <html lang>', async () => {
    await session.page.goto('/language')
    await session.page.getByRole('radio', { name: 'Français' }).check()
    await session.page.waitForFunction(() => document.documentElement.lang === 'fr')
    await session.page.reload()
    await session.page.waitForFunction(() => document.documentElement.lang === 'fr')
    expect(await session.page.getByRole('radio', { name: 'Français' }).isChecked()).toBe(true)
  })

  it('is taken over by the service worker and reloads with the network off', async () => {
    await session.page.goto('/')
    await waitForServiceWorker(session.page)
    await session.context.setOffline(true)
    await session.page.reload()
    expect(await session.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Verify Product',
    )
    await session.page.goto('/self-help/faqs')
    expect(await session.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Frequently asked questions',
    )
  })

  it('has no axe violations on the shell, wide and narrow', async () => {
    await session.page.goto('/')
    await session.page.getByRole('heading', { level: 1 }).waitFor()
    await expectNoAxeViolations(session.page)
    await session.page.setViewportSize({ width: 375, height: 740 })
    await session.page.getByRole('button', { name: 'Menu' }).click()
    await expectNoAxeViolations(session.page)
  })
})

describe('navigation', () => {
  it('goes to the anchor of a link, and to the top of a new page', async () => {
    await session.page.setViewportSize({ width: 375, height: 700 })
    await session.page.goto('/')
    await session.page.getByRole('heading', { level: 1 }).waitFor()
    await session.page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privacy Policy' })
      .click()
    await session.page.waitForURL('**/terms-and-conditions#privacy')
    const inView = () =>
      session.page.evaluate(() => {
        const box = document.getElementById('privacy')?.getBoundingClientRect()
        return box !== undefined && box.top >= -1 && box.top < window.innerHeight
      })
    await expect.poll(inView, { timeout: 5_000 }).toBe(true)
    expect(await session.page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    await session.page.getByRole('button', { name: 'Menu' }).click()
    await session.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .click()
    await session.page.waitForURL('**/about-us')
    await expect.poll(() => session.page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0)

    // A deep link with an anchor, opened directly.
    await session.page.goto('/terms-and-conditions#privacy')
    await expect.poll(inView, { timeout: 5_000 }).toBe(true)
  })
})
