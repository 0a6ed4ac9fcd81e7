/**
 * Verification Sites against the real gateway and its seeded register (docs/design.md section 5:
 * at least 45 certifiers, so three pages of 20): paging with "Load more", focus and the
 * announced count, search, the list kept on the device for offline use, and axe.
 */

import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, waitForServiceWorker, usePage } from './browser'

const session = usePage()

const main = () => session.page.getByRole('main')
const sites = () => main().getByRole('listitem')
/** The live region with the count (the first status region of the session.page's content). */
const count = () => main().getByRole('status').first()
const loadMore = () => main().getByRole('button', { name: 'Load more' })
const searchField = () => session.page.getByLabel('Search verification sites')

async function waitForSites(n: number): Promise<void> {
  await session.page.waitForFunction(
    (expected) => document.querySelectorAll('main li[data-site-id]').length === expected,
    n,
  )
}

async function countText(pattern: RegExp): Promise<string> {
  await session.page.waitForFunction(
    ([source, flags]) =>
      new RegExp(source!, flags).test(
        document.querySelector('main [role="status"]')?.textContent ?? '',
      ),
    [pattern.source, pattern.flags],
  )
  return (await count().textContent()) ?? ''
}

const focusedSiteId = () =>
  session.page.evaluate(() => document.activeElement?.getAttribute('data-site-id') ?? null)

const districts = () =>
  session.page.locator('main .site__details dt:text-is("District") + dd').allTextContents()

describe('Verification Sites', () => {
  it('shows 20 sites, loads 20 more at a time, and announces the end', async () => {
    await session.page.goto('/verification-sites')
    expect(await session.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Verification Sites',
    )
    await waitForSites(20)
    const first = await countText(/Showing 20 of \d+ verification sites\./)
    const total = Number(/of (\d+)/.exec(first)![1])
    expect(total).toBeGreaterThanOrEqual(45)
    expect(total).toBeLessThanOrEqual(60)

    await loadMore().click()
    await waitForSites(40)
    await countText(new RegExp(`Showing 40 of ${total} verification sites\\.`))
    expect(await focusedSiteId()).toBe(await sites().nth(20).getAttribute('data-site-id'))

    await loadMore().click()
    await waitForSites(total)
    await countText(new RegExp(`Showing all ${total} verification sites\\.`))
    expect(await focusedSiteId()).toBe(await sites().nth(40).getAttribute('data-site-id'))
    expect(await loadMore().count()).toBe(0)

    // Pages neither overlap nor skip: every site once.
    const ids = await session.page
      .locator('main li[data-site-id]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-site-id')))
    expect(new Set(ids).size).toBe(total)
    // Each site with its contact links; a website only as an https link.
    const site = sites().first()
    // Seeded rows are labelled as sample data (docs/design.md section 5).
    expect(await site.getByText('Sample record, for trying the app').count()).toBe(1)
    expect(await site.getByRole('link', { name: /^\+267/ }).getAttribute('href')).toMatch(
      /^tel:\+267\d+$/,
    )
    expect(await site.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/)
    const websites = main().locator('a[rel="noopener noreferrer"]')
    expect(await websites.count()).toBeGreaterThan(0)
    for (const href of await websites.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^https:\/\//)
    }
    await expectNoAxeViolations(session.page)
  })

  it('finds the sites of a district whatever the case, says when nothing matches, and clears', async () => {
    await session.page.goto('/verification-sites')
    await waitForSites(20)

    await searchField().fill('cHoBe')
    await main().getByRole('button', { name: 'Search', exact: true }).click()
    await countText(/verification sites? that match(es)? “cHoBe”/)
    const found = await districts()
    expect(found.length).toBeGreaterThan(0)
    expect(new Set(found)).toEqual(new Set(['Chobe']))
    expect(await loadMore().count()).toBe(0)
    await expectNoAxeViolations(session.page)

    await searchField().fill('Atlantis')
    await main().getByRole('button', { name: 'Search', exact: true }).click()
    await countText(/No verification sites match “Atlantis”\./)
    expect(await sites().count()).toBe(0)

    await main().getByRole('button', { name: 'Clear search' }).click()
    await waitForSites(20)
    await countText(/Showing 20 of \d+ verification sites\./)
    expect(await searchField().inputValue()).toBe('')
    expect(await session.page.evaluate(() => document.activeElement?.id)).toBe('sites-query')
  })

  it('asks for a search term rather than sending an empty search', async () => {
    await session.page.goto('/verification-sites')
    await waitForSites(20)
    await main().getByRole('button', { name: 'Search', exact: true }).click()
    const summary = main().getByRole('alert')
    await summary.waitFor()
    expect(await summary.textContent()).toContain('Enter a search term')
    await expectNoAxeViolations(session.page)
  })

  it('offline after one visit, shows every site saved on the device and searches them there', async () => {
    const { page, context } = session
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/verification-sites')
    await waitForServiceWorker(page)
    await waitForSites(20)
    const first = await countText(/Showing 20 of \d+ verification sites\./)
    const total = Number(/of (\d+)/.exec(first)![1])
    // The whole list is fetched quietly once the first page is in.
    await page.waitForFunction(() => localStorage.getItem('certifiers:all') !== null)

    await context.setOffline(true)
    await page.reload()
    await waitForSites(total)
    const text = await countText(/Saved on this device: last updated/)
    expect(text).toContain(String(new Date().getFullYear()))
    expect(text).toContain(`Showing all ${total} verification sites.`)
    expect(await loadMore().count()).toBe(0)
    // Offline is said inline; no message dialog pops up for it.
    expect(await page.getByRole('dialog').count()).toBe(0)
    await expectNoAxeViolations(page)

    await searchField().fill('Chobe')
    await main().getByRole('button', { name: 'Search', exact: true }).click()
    await countText(/this search was made on this device/)
    const found = await districts()
    expect(found.length).toBeGreaterThan(0)
    expect(new Set(found)).toEqual(new Set(['Chobe']))
    expect(await count().textContent()).toMatch(/verification sites? that match(es)? “Chobe”/)
    expect(await main().getByRole('button', { name: 'Try again' }).count()).toBe(1)
    expect(await page.getByRole('dialog').count()).toBe(0)
  })
})
