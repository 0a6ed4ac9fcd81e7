/**
 * The monthly deductions end to end, against the real gateway: a join with the sample schedule's
 * first payroll number, approved; the gateway's clock a month past the start of cover; the union's
 * manager opens the deduction schedules from the queues on the staff home, imports the sample
 * (docs/samples/payroll-deductions.csv, with the month of the cover's start), reads the preview
 * and confirms; then the member sees that month paid and the current one awaited on My
 * membership, at 390 px, offline too from the copy kept on the device, in French.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { monthInWords } from '../../src/shared/date-words'
import { todayInBotswana } from '../../src/shared/insurance/age'
import { addMonths, coverStartAfter } from '../../src/shared/insurance/cover'
import { appReady, baseUrl, expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'
import { gatewayCall } from './outbox-helpers'
import { memberSignInOnPage, sendJoin } from './member-helpers'
import { callFromPage, heading, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
// A member of their own: the demo member's sign-ins are counted for the other files' (throttle.ts).
const MEMBER = 'thato.deductions@example.org'
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()

// Every other test reads the real date: the moved clock goes back when this file is done.
afterAll(async () => {
  await gatewayCall(baseUrl(), 'test/clock', { reset: true })
})

const join = () => sendJoin({ emailAddress: MEMBER, payrollNumber: 'BTU100001' })

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

async function importSample(page: Page, month: string) {
  await page.goto('/staff')
  await heading(page, 'Staff home')
  await page
    .getByRole('region', { name: 'Queues' })
    .getByRole('link', { name: 'Deduction schedules' })
    .click()
  await heading(page, 'Deduction schedules')
  const sample = readFileSync(new URL('../../docs/samples/payroll-deductions.csv', import.meta.url))
  const csv = sample.toString('utf8').replaceAll('2026-10', month)
  await page.getByLabel('Month').fill(month)
  await page
    .getByLabel('Where the schedule comes from')
    .selectOption({ label: 'Government payroll (BTU members)' })
  await page.getByLabel('CSV file').setInputFiles({
    name: 'payroll-deductions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await page.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('region', { name: 'Preview' })
  // Only the first number is a member on this gateway (the demo's second one is not here).
  await preview.getByText('1 of 4 rows matched a member, for P 126.00 in all.').waitFor()
  const why = await preview.locator('tbody tr td:last-child').allTextContents()
  expect(why).toEqual([
    'No member has this number',
    'No member has this number',
    'No member has this number',
  ])
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Confirm the import' }).click()
  await page.getByText('Imported: the deduction of 1 member is recorded.').waitFor()
  const imported = page.getByRole('region', { name: 'Imported schedules' })
  const row = imported.getByRole('row', { name: monthInWords(month, 'en') })
  await row.waitFor()
  expect(plain(await row.textContent())).toContain('Government payroll (BTU members)')
  expect(plain(await row.textContent())).toContain('manager@union.example')
  expect(plain(await row.textContent())).toContain('P 126.00')
  await expectNoAxeViolations(page)
  await page.context().clearCookies()
}

describe('the monthly deductions', () => {
  it('a manager imports the sample schedule, and the member sees the month paid', async () => {
    const { page, context } = session
    const reference = await join()
    await signIn(page, 'manager@union.example', inject('staffPassword'))
    await heading(page, 'Staff home')
    const body = { area: 'members', reference, decision: 'APPROVED', note: 'Payroll checked.' }
    expect(await callFromPage(page, 'staff/cases/decide', body)).toBe(200)

    // A month past the start of cover: that month's schedule is in, the next one awaited.
    const from = coverStartAfter(todayInBotswana())
    const later = addMonths(from, 1)
    await gatewayCall(baseUrl(), 'test/clock', {
      addDays: daysBetween(todayInBotswana(), later) + 3,
    })
    await importSample(page, from.slice(0, 7))

    await page.goto(`/insurance/sign-in?reference=${reference}`)
    // The sign-in is prerendered: its form sends the code once the app has taken over.
    await appReady(page)
    await memberSignInOnPage(page, MEMBER)
    await page.waitForURL('**/insurance/membership')
    const mine = page.getByRole('region', { name: `Application ${reference}` })
    const months = mine.getByRole('table', { name: 'Each month’s premium, newest first' })
    await months.waitFor()
    const rows = (await months.locator('tbody tr').allTextContents()).map(plain)
    expect(rows).toEqual([
      `${monthInWords(later.slice(0, 7), 'en')}—P 126.00Awaited: the union has not received this month’s schedule yet`,
      `${monthInWords(from.slice(0, 7), 'en')}P 126.00P 126.00Paid`,
    ])
    expect(await mine.getByText('Your cover is at risk.').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page)

    // Offline, from the copy kept on the device, and in French.
    await waitForServiceWorker(page)
    await context.setOffline(true)
    try {
      await page.evaluate(() => localStorage.setItem('locale', 'fr'))
      await page.reload()
      const mois = page.getByRole('table', {
        name: 'La prime de chaque mois, la plus récente d’abord',
      })
      await mois.waitFor()
      const lignes = (await mois.locator('tbody tr').allTextContents()).map(plain)
      expect(lignes[1]).toMatch(/Payé$/)
      await expectNoAxeViolations(page)
    } finally {
      await page.evaluate(() => localStorage.setItem('locale', 'en'))
      await context.setOffline(false)
    }
  }, 180_000)
})
