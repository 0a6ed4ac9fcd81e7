/**
 * Who is covered today, on My membership, at 390 px against the real gateway: a join made with
 * the demo member's email and approved by the union's manager shows the member's number, the
 * monthly amount and a card per insured person with the dates of cover in words, in English,
 * French and Setswana; offline, the page reads the last copy kept on the device, marked "As
 * of" its time; sign-out removes that copy.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { dayInWords } from '../../src/shared/date-words'
import { todayInBotswana } from '../../src/shared/insurance/age'
import { anyCauseFromStart, coverStartAfter } from '../../src/shared/insurance/cover'
import { expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'
import { memberSignInOnPage, sendJoin } from './member-helpers'
import { callFromPage, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
const MEMBER = 'account@union.example'
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

const join = () => sendJoin({ emailAddress: MEMBER })

async function approve(page: Page, reference: string) {
  await signIn(page, 'manager@union.example', inject('staffPassword'))
  await page.getByRole('heading', { level: 1, name: 'Staff home' }).waitFor()
  const body = { area: 'members', reference, decision: 'APPROVED', note: 'Payroll checked.' }
  expect(await callFromPage(page, 'staff/cases/decide', body)).toBe(200)
  await page.context().clearCookies()
}

const personalCopies = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('personal:')))

describe('my membership: who is covered today', () => {
  it('shows each insured person’s cover in words, offline from the last copy, gone at sign-out', async () => {
    const { page, context } = session
    const reference = await join()
    await approve(page, reference)

    // Made signed out: the member confirms its email with a code to see it on their page.
    await page.goto(`/insurance/sign-in?reference=${reference}`)
    await memberSignInOnPage(page, MEMBER)
    await page.waitForURL('**/insurance/membership')
    await waitForServiceWorker(page)
    const mine = page.getByRole('region', { name: `Application ${reference}` })
    await mine.getByRole('heading', { level: 3, name: 'Who is covered' }).waitFor()
    // Approved today: cover starts on the first of next month; any cause six months on.
    const from = coverStartAfter(todayInBotswana())
    const until = anyCauseFromStart(from)
    const rows = (await mine.locator(':scope > dl .summary-list__row').allTextContents()).map(plain)
    expect(rows).toEqual([
      // No membership number in the sample: the join's reference is the member's number.
      `Member number${reference}Your application’s reference: quote it when you contact the union.`,
      expect.stringMatching(
        new RegExp(
          `^StatusApprovedApproved on .+\\. Your cover starts on ${dayInWords(from, 'en')}\\.$`,
        ),
      ),
      'Amount deducted each monthP 126.00',
      'PackagePOLOKO: Lerato',
    ])
    const cards = mine.getByRole('listitem')
    expect(await cards.getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'Lesego Sample',
      'Thabo Sample',
      'Naledi Sample',
    ])
    const covered = `CoveredCovered from ${dayInWords(from, 'en')} for death by accident; for any cause from ${dayInWords(until, 'en')}.`
    expect((await cards.nth(2).locator('.summary-list__row').allTextContents()).map(plain)).toEqual(
      ['Relationshipdaughter', 'Add-onChild', 'Cover amountP 40,000.00', covered],
    )
    expect(plain(await cards.nth(0).textContent())).toContain('RelationshipYou, the member')
    expect(plain(await cards.nth(0).textContent())).toContain('Add-onNone: covered by the package')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page)
    // What is kept on the device is what the page shows: no date of birth, no ID number.
    const kept = await page.evaluate(() => localStorage.getItem('personal:insurance:membership'))
    expect(kept).toContain(reference)
    for (const secret of ['1986-04-10', '412345678', 'manager@union.example'])
      expect(kept).not.toContain(secret)

    // Offline: the last copy, with its time; in French and Setswana, the dates in words.
    await context.setOffline(true)
    await page.reload()
    await mine.getByRole('heading', { level: 3, name: 'Who is covered' }).waitFor()
    await page
      .getByRole('status')
      .getByText(/^As of .+: the copy kept on this device\. It could not be updated/)
      .waitFor()
    expect(plain(await mine.getByRole('listitem').nth(2).textContent())).toContain(covered.slice(7))
    await expectNoAxeViolations(page)
    for (const [locale, heading, words] of [
      ['fr', 'Qui est couvert', `pour toute cause à partir du ${dayInWords(until, 'fr')}`],
      ['ts', 'Ke mang yo o sireleditsweng', `go simolola ka ${dayInWords(until, 'ts')}`],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('locale', value), locale)
      await page.reload()
      await page.getByRole('heading', { level: 3, name: heading }).waitFor()
      expect(plain(await page.locator('.cover-card').nth(2).textContent())).toContain(words)
      await page
        .getByRole('status')
        .getByText(locale === 'fr' ? /^Au / : /^Go ya ka /)
        .waitFor()
    }
    await page.evaluate(() => localStorage.setItem('locale', 'en'))
    expect(await personalCopies(page)).toEqual(['personal:insurance:membership'])

    // Signing out removes the copy: the next person on this phone does not read it.
    await context.setOffline(false)
    await page.goto('/insurance/membership')
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => personalCopies(page)).toEqual([])
    await context.setOffline(true)
    await page.goto('/insurance/membership')
    await page.getByRole('heading', { level: 1, name: 'My membership' }).waitFor()
    await page.getByText('Your membership could not be loaded.', { exact: false }).waitFor()
    expect(await page.getByText('Lesego Sample').count()).toBe(0)
  }, 180_000)
})
