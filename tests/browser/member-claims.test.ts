/**
 * A funeral claim made by the signed-in member, against the real gateway, at 390 px: on the
 * claim form, offline, the member picks the person who died from the people of their cover (read
 * from the membership's copy on the phone), so the membership number and the person's names
 * and relationship are not typed; the claim is delivered once when the phone is back online,
 * staff find it names the insured person, approve it, and the member then reads each of its
 * steps with the payout on My membership, offline too.
 */
import { describe, expect, inject, it } from 'vitest'
import { inBotswana } from '../../src/shared/call-time'
import { SAMPLE_DATA } from '../../src/shared/contracts/samples'
import {
  baseUrl,
  expectNoAxeViolations,
  newContext,
  usePage,
  waitForServiceWorker,
} from './browser'
import { answer, continueTo, expectDeliveredOnce, submit } from './journey-helpers'
import { memberSignInOnPage, sendJoin } from './member-helpers'
import { pdf, png } from './outbox-helpers'
import { callFromPage, heading, signIn } from './staff-helpers'

const viewport = { width: 390, height: 844 }
const session = usePage({ viewport })
const sample = SAMPLE_DATA.insuranceJoin
const stamp = String(Date.now()).slice(-6)
// A member of their own, whose claims no other test's claim names (a payroll number of its own).
const MEMBER = `claims.${stamp}@example.org`

const parts = (date: string) => {
  const [Year, Month, Day] = date.split('-')
  return { Day: String(Number(Day)), Month: String(Number(Month)), Year: Year! }
}

const join = () => sendJoin({ emailAddress: MEMBER, payrollNumber: `BTU${stamp}` })

describe('a claim by the signed-in member', () => {
  it('picks the person from their cover offline, and the member sees its steps', async () => {
    const { page, context, browser } = session
    const reference = await join()
    // Staff work in a context of their own: the member's session stays on the phone.
    const staffContext = await newContext(browser, { viewport })
    const staff = await staffContext.newPage()
    await signIn(staff, 'manager@union.example', inject('staffPassword'))
    await heading(staff, 'Staff home')
    const decide = (body: object) => callFromPage(staff, 'staff/cases/decide', body)
    expect(
      await decide({ area: 'members', reference, decision: 'APPROVED', note: 'KYC checked.' }),
    ).toBe(200)

    await page.goto(`/insurance/sign-in?reference=${reference}`)
    await memberSignInOnPage(page, MEMBER)
    await page.waitForURL('**/insurance/membership')
    await waitForServiceWorker(page)
    const mine = page.getByRole('region', { name: `Application ${reference}` })
    await mine.getByRole('heading', { level: 3, name: 'Who is covered' }).waitFor()

    // Offline from here: the form and the people of the cover come from the phone.
    await context.setOffline(true)
    await page.goto('/insurance/claim')
    await heading(page, 'Who on your cover died?')
    const people = page.getByRole('group', { name: 'The person who died' }).getByRole('radio')
    await expect
      .poll(() => people.count(), { message: 'the people of the cover and someone else' })
      .toBe(4)
    await page.getByText(`husband. Member number ${reference}`).waitFor()
    await expectNoAxeViolations(page)
    await page.getByLabel('Thabo Sample').check()
    await continueTo(page, 'Whose cover is the claim on?')
    // Start again (offered on a draft resumed after a reload) still offers the cover's people.
    await page.waitForTimeout(700)
    await page.reload()
    await heading(page, 'Whose cover is the claim on?')
    await page.getByRole('link', { name: 'Back' }).click()
    await heading(page, 'Who on your cover died?')
    await page.getByRole('button', { name: 'Start again' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
    await page.getByRole('button', { name: 'Start again' }).waitFor({ state: 'detached' })
    await heading(page, 'Who on your cover died?')
    expect(await page.getByLabel('Thabo Sample').isChecked()).toBe(false)
    await page.getByLabel('Thabo Sample').check()
    await continueTo(page, 'Whose cover is the claim on?')
    // The membership number comes from the cover chosen: only the member's ID is asked.
    expect(await page.getByLabel(/membership number/).count()).toBe(0)
    await answer(page, { "The member's ID or passport number": sample.user.identificationNumber })
    await continueTo(page, 'Who died?')
    expect(await page.getByLabel('First name').count()).toBe(0)
    expect(await page.getByRole('group', { name: 'Who on the cover died' }).count()).toBe(0)
    await answer(page, parts(sample.spouse.dateOfBirth))
    await continueTo(page, 'When and where did they die?')
    await answer(page, {
      ...parts(inBotswana(Date.now() - 86_400_000).date),
      'Place of death': 'Gaborone',
    })
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
    await continueTo(page, 'Who is making the claim?')
    await answer(page, {
      'Your full name': 'Lesego Sample',
      'Your ID or passport number': sample.user.identificationNumber,
      'Your relationship to the person who died': 'Wife',
      'Your phone number': '+267 71 234 567',
    })
    await continueTo(page, 'Where should we pay the claim?')
    await answer(page, {
      'Bank name': 'Sample Bank',
      'Branch code': '281467',
      'Account number': '1234567890',
      "Account holder's name": 'Lesego Sample',
    })
    await continueTo(page, 'Check your answers before sending')
    const main = page.getByRole('main')
    await main.getByText('Thabo Sample', { exact: true }).waitFor()
    await main.getByText(reference, { exact: true }).waitFor()
    await expectNoAxeViolations(page)
    const claim = await submit(page, 'CL')
    await page
      .getByText(/waiting to send/i)
      .first()
      .waitFor()
    await context.setOffline(false)
    await expectDeliveredOnce(page, baseUrl(), claim)

    // Staff find the join and the insured person the claim names, and approve it.
    await staff.goto('/staff')
    await heading(staff, 'Staff home')
    await staff.getByRole('link', { name: 'Funeral claims' }).click()
    await heading(staff, 'Funeral claims')
    await staff.getByRole('link', { name: claim, exact: true }).click()
    await heading(staff, `Case ${claim}`)
    const checks = staff.getByRole('region', { name: 'What to check' })
    await checks.getByText(`Join application ${reference}`, { exact: false }).waitFor()
    await checks.getByText('Same name, relationship and date of birth', { exact: false }).waitFor()
    expect(
      await decide({ area: 'claims', reference: claim, decision: 'APPROVED', note: 'Checked.' }),
    ).toBe(200)
    await staffContext.close()

    // The member's page: the claim, who died, and each step with the payout.
    await page.goto('/insurance/membership')
    const claims = mine.getByRole('region', { name: 'Funeral claims' })
    const card = claims.getByRole('article', { name: `Claim ${claim}` })
    await card.getByText(/^Done: approved on .* The payout of P/).waitFor()
    const text = (await card.textContent()) ?? ''
    expect(text).toContain('Person who diedThabo Sample')
    expect(text).toContain('Done: received on')
    expect(text).toContain('Done: documents checked.')
    // Nothing of the claimant's bank account is the member's to read.
    for (const secret of ['1234567890', 'Sample Bank', '+267']) expect(text).not.toContain(secret)
    await expectNoAxeViolations(page)
    // Offline, from the copy kept on the phone.
    await context.setOffline(true)
    await page.reload()
    await card.getByText(/^Done: approved on .* The payout of P/).waitFor()
  }, 240_000)
})
