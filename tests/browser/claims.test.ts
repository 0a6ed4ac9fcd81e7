/**
 * A funeral claim (`/insurance/claim`, `claims/submit`) as a relative on a phone makes it,
 * against the real gateway: on the cover of a member whose join a union manager approved, found
 * by the join's reference and the member's ID; answered page by page (a day of death in the
 * future refused first), sent offline and delivered once when the phone is back online; then in
 * the union's queue of funeral claims, where the manager reads what to check, verifies the
 * documents and approves it with the payout the package states; and the claimant sees each
 * step, with that payout, on the union's status page.
 */
import { describe, expect, inject, it } from 'vitest'
import { inBotswana } from '../../src/shared/call-time'
import { SAMPLE_DATA } from '../../src/shared/contracts/samples'
import { formatCurrency } from '../../src/shared/dates'
import type { FuneralScheme } from '../../src/shared/insurance/types'
import { baseUrl, expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'
import { answer, continueTo, expectDeliveredOnce, submit } from './journey-helpers'
import { gatewayCall, pdf, png } from './outbox-helpers'
import { callFromPage, confirm, heading, signIn, submitSample } from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
const PASSWORD = inject('staffPassword')
const member = SAMPLE_DATA.insuranceJoin.user

const parts = (date: string) => {
  const [Year, Month, Day] = date.split('-')
  return { Day: String(Number(Day)), Month: String(Number(Month)), Year: Year! }
}
const inDays = (days: number) => inBotswana(Date.now() + days * 86_400_000).date

describe('a funeral claim', () => {
  it('is made offline, delivered once, approved with the package’s payout, and seen by the member', async () => {
    const { page, context } = session
    const join = await submitSample('insuranceJoin')
    await signIn(page, 'manager@union.example', PASSWORD)
    await heading(page, 'Staff home')
    expect(
      await callFromPage(page, 'staff/cases/decide', {
        area: 'members',
        reference: join,
        decision: 'APPROVED',
        note: 'KYC checked.',
      }),
    ).toBe(200)

    await page.goto('/insurance/claim')
    await waitForServiceWorker(page)
    await heading(page, 'Whose cover is the claim on?')
    await expectNoAxeViolations(page)
    await answer(page, {
      "The member's membership number, or the reference of their join application": join,
      "The member's ID or passport number": member.identificationNumber,
    })
    await continueTo(page, 'Who died?')
    await answer(page, {
      'Who on the cover died': { choose: "The member's spouse" },
      'First name': 'Thabo',
      Surname: 'Sample',
      ...parts('1988-09-02'),
    })
    await continueTo(page, 'When and where did they die?')
    // A day of death after tomorrow is refused on the device, on its field.
    await answer(page, { ...parts(inDays(2)), 'Place of death': 'Gaborone' })
    await page.getByRole('button', { name: 'Continue' }).click()
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'The date of death must be today or in the past' })
      .waitFor()
    await answer(page, parts(inDays(-1)))
    await continueTo(page, 'The documents')
    await answer(page, { 'What proves the death': { choose: 'The burial order' } })
    await page
      .getByLabel('The document that proves the death', { exact: true })
      .setInputFiles(pdf(40_000))
    await page
      .getByLabel('Your ID or passport', { exact: true })
      .setInputFiles(await png(page, 800, 600))
    await page
      .getByRole('button', { name: /^Remove / })
      .nth(1)
      .waitFor({ timeout: 30_000 })
    await expectNoAxeViolations(page)
    await continueTo(page, 'Who is making the claim?')
    await answer(page, {
      'Your full name': 'Lesego Sample',
      'Your ID or passport number': member.identificationNumber,
      'Your relationship to the person who died': 'Wife',
      'Your phone number': '+267 71 234 567',
      'Your email (optional)': member.emailAddress,
    })
    await continueTo(page, 'Where should we pay the claim?')
    await answer(page, {
      'Bank name': 'Sample Bank',
      'Branch code': '281467',
      'Account number': '1234567890',
      "Account holder's name": 'Lesego Sample',
    })
    await continueTo(page, 'Check your answers before sending')
    await expectNoAxeViolations(page)

    await context.setOffline(true)
    const reference = await submit(page, 'CL')
    await page
      .getByText(/waiting to send/i)
      .first()
      .waitFor()
    await context.setOffline(false)
    await expectDeliveredOnce(page, baseUrl(), reference)

    await page.goto('/staff')
    await heading(page, 'Staff home')
    await page.getByRole('link', { name: 'Funeral claims' }).click()
    await heading(page, 'Funeral claims')
    await page.getByRole('link', { name: reference, exact: true }).click()
    await heading(page, `Case ${reference}`)
    const checks = page.getByRole('region', { name: 'What to check' })
    await checks.getByText(`Join application ${join}`, { exact: false }).waitFor()
    await checks.getByText('Same name, relationship and date of birth', { exact: false }).waitFor()
    // The payout the join's package states in the catalogue, in the page's words for money.
    const schemes = await gatewayCall<FuneralScheme[]>(baseUrl(), 'schemes/list')
    const payout = schemes
      .flatMap((scheme) => scheme.packages)
      .find((item) => item.id === SAMPLE_DATA.insuranceJoin.packageId)!.payout
    const payoutText = formatCurrency(payout, 'en')
    expect(await checks.locator('dd').last().textContent()).toBe(payoutText)
    await expectNoAxeViolations(page)
    // Each document verified, one by one (the page reloads the case after each).
    const verify = page.getByRole('button', { name: /^Mark as verified/ })
    for (const left of [2, 1]) {
      await expect.poll(() => verify.count()).toBe(left)
      await verify.first().click()
    }
    await expect.poll(() => verify.count()).toBe(0)
    await checks.getByText('2 of 2', { exact: false }).waitFor()
    await page.getByLabel('Approve', { exact: true }).check()
    await page.getByLabel('Note for the record').fill('Burial order and ID verified.')
    await page.getByRole('button', { name: 'Record the decision' }).click()
    await confirm(page)
    await page.locator('.staff-case__status', { hasText: 'Approved' }).waitFor()
    await checks.getByText('Payout', { exact: true }).waitFor()

    await page.goto('/insurance/status')
    await page.getByLabel('Reference number').fill(reference)
    await page
      .getByLabel('National ID (Omang) or passport number')
      .fill(member.identificationNumber)
    await page.getByRole('button', { name: 'Check' }).click()
    await page.getByRole('heading', { name: `Funeral claim ${reference}` }).waitFor()
    const approved = page.getByText(/^Done: approved on .* The payout of /)
    await approved.waitFor()
    expect(await approved.textContent()).toContain(payoutText)
    await expectNoAxeViolations(page)
  })
})
