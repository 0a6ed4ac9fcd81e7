/**
 * An exclusion from application to withdrawn cancellation, at 390 px in Chromium against the
 * real gateway (docs/decisions.md, "Support persons" and "Cancelling an exclusion"): applied for
 * with a period and a support person, approved; the status page shows its dates and QR code and
 * extends it; 6 months later (the gateway clock moved) the cancellation form offers counselling
 * first, the cancellation is approved, the status page says the day it takes effect, and the
 * person withdraws it after confirming; a facility's agent then finds the person excluded at
 * the door. Axe on each page.
 */
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { addDays, cancellableFrom, longDate } from '../../src/shared/exclusion-period'
import { baseUrl, expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'
import { answer, continueTo, expectDeliveredOnce, submit } from './journey-helpers'
import { gatewayCall, pdf, png } from './outbox-helpers'
import { callFromPage, heading, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })

// Every other test reads the real date: the moved clock goes back when this file is done.
afterAll(async () => {
  await gatewayCall(baseUrl(), 'test/clock', { reset: true })
})

const ID = '123456789'
const words = (date: string) => longDate(date, 'en-GB')
const today = async () =>
  ((await gatewayCall(baseUrl(), 'test/clock', { addDays: 0 })) as { today: string }).today

async function person(page: Page, next: string) {
  await answer(page, {
    'Your full name': 'Neo Sample',
    'National ID (Omang) or passport number': ID,
    Gender: { choose: 'Female' },
    Age: { choose: '35 to 44' },
  })
  await continueTo(page, 'How we can contact you')
  await answer(page, { 'Phone number': '71234567', 'Email address': 'neo@example.org' })
  await continueTo(page, 'Where you live')
  await answer(page, {
    District: { select: 'south-east' },
    'Town or village': 'Gaborone',
    'Residential address': 'Plot 1234, Extension 9',
    'Postal address': 'P O Box 100, Gaborone',
  })
  await continueTo(page, next)
}

async function checkStatus(page: Page, reference: string) {
  await page.goto('/self-help/status')
  await page.getByLabel('Reference number').fill(reference)
  await page.getByLabel('ID, passport or phone number').fill(ID)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  const found = page.locator('.card', { hasText: reference }).first()
  await found.getByRole('heading', { name: reference }).waitFor()
  return found
}

async function approve(page: Page, reference: string) {
  const decision = { area: 'exclusions', reference, decision: 'APPROVED', note: 'Checked.' }
  const status = await callFromPage(page, 'staff/cases/decide', decision)
  if (status !== 200) throw new Error(`deciding ${reference}: ${status}`)
}

describe('an exclusion on a phone', () => {
  it('is applied for with a support person, extended, asked to be cancelled and the cancellation withdrawn', async () => {
    const { page } = session
    await page.goto('/self-help/exclusions/self')
    await waitForServiceWorker(page)
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    await person(page, 'Gambling places')
    await answer(page, { 'Which gambling places should this apply to?': 'All gambling places' })
    await continueTo(page, 'How long the exclusion lasts')
    await answer(page, { 'How long should the exclusion last?': { choose: '1 year' } })
    await continueTo(page, 'People to support you')

    // The page says what a support person is told, and that nothing more.
    await page.getByText(/We tell them nothing else/).waitFor()
    await page.getByRole('button', { name: 'Add a support person' }).click()
    const item = page.getByRole('group', { name: 'Support person 1' })
    await item.getByLabel('Their full name', { exact: true }).fill('Onalenna Sample')
    await item.getByLabel('Who they are to you', { exact: true }).fill('Sister')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page
      .getByRole('alert')
      .getByRole('link', {
        name: 'Enter a phone number or an email address for this support person',
      })
      .waitFor()
    await expectNoAxeViolations(page)
    await item.getByLabel(/^Their phone number/).fill('73456789')
    await continueTo(page, 'Your reasons')
    await answer(page, { 'Why do you want to be excluded?': 'I cannot stop on my own.' })
    await continueTo(page, 'Earlier exclusions')
    await answer(page, {
      'Have you ever received an exclusion reference number?': { choose: 'No' },
    })
    await continueTo(page, 'Documents')
    await page.getByLabel('A copy of your ID or passport').setInputFiles(pdf(20_000, 3))
    await page.getByLabel('A recent photo of your face').setInputFiles(await png(page, 640, 800))
    await page.getByRole('button', { name: /^Remove photo/ }).waitFor({ timeout: 30_000 })
    await continueTo(page, 'Declaration')
    await answer(page, { 'I confirm that the information I have given is correct': { tick: true } })
    await continueTo(page, 'Check your answers before sending')
    await page.getByText('Onalenna Sample').waitFor()
    await page.getByText('Sister').waitFor()
    await expectNoAxeViolations(page)
    const exclusion = await submit(page, 'EX')
    await expectDeliveredOnce(page, baseUrl(), exclusion)

    // Approved by a manager: it starts today; the person sees the dates and the QR code, and
    // makes it longer.
    await signIn(page, 'manager@regulator.example', inject('staffPassword'))
    await heading(page, 'Staff home')
    await approve(page, exclusion)
    const startsOn = await today()
    let found = await checkStatus(page, exclusion)
    await found.getByText(/You are excluded from every licensed gambling facility from/).waitFor()
    await found.getByRole('img', { name: `QR code that checks exclusion ${exclusion}` }).waitFor()
    await found.getByLabel('6 months', { exact: true }).check()
    await found.getByRole('button', { name: 'Extend the exclusion' }).click()
    await found
      .getByRole('status')
      .getByText(/Done: the exclusion now lasts until/)
      .waitFor()
    await expectNoAxeViolations(page)

    // Six months on, the cancellation form offers counselling first.
    const from = cancellableFrom(startsOn)
    const days = Math.round((Date.parse(from) - Date.parse(startsOn)) / 86_400_000)
    await gatewayCall(baseUrl(), 'test/clock', { addDays: days })
    await page.goto('/self-help/exclusions/cancel')
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor()
    const counselling = page.getByRole('link', { name: 'Ask for free counselling' })
    await counselling.waitFor()
    expect(await counselling.getAttribute('href')).toBe('/self-help/contact/counselling')
    const helpline = page.locator('#main').getByRole('link', { name: '19777' })
    expect(await helpline.getAttribute('href')).toBe('tel:19777')
    await expectNoAxeViolations(page)
    await person(page, 'Exclusion reference number')
    await answer(page, { 'Exclusion reference number': exclusion })
    await continueTo(page, 'Gambling places')
    await continueTo(page, 'Your reasons')
    await answer(page, { 'Why should the exclusion end?': 'Six months of counselling.' })
    await continueTo(page, 'Documents')
    await page.getByLabel('A copy of your ID or passport').setInputFiles(pdf(20_000, 4))
    await page.getByLabel('A report from your counsellor').setInputFiles(pdf(20_000, 5))
    await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(2)
    await continueTo(page, 'Declaration')
    await answer(page, { 'I confirm that the information I have given is correct': { tick: true } })
    await continueTo(page, 'Check your answers before sending')
    const cancellation = await submit(page, 'EX')
    await expectDeliveredOnce(page, baseUrl(), cancellation)

    // Approved: it takes effect 7 days later, which the status page says, with Withdraw.
    await approve(page, cancellation)
    const effectiveOn = addDays(await today(), 7)
    found = await checkStatus(page, cancellation)
    await found
      .getByText(
        `Your cancellation takes effect on ${words(effectiveOn)}; until then you can withdraw it.`,
      )
      .waitFor()
    await expectNoAxeViolations(page)
    await found.getByRole('button', { name: 'Withdraw the cancellation' }).click()
    const question = found.getByRole('heading', { name: 'Withdraw the cancellation?' })
    await question.waitFor()
    await expectNoAxeViolations(page)
    await found.getByRole('button', { name: 'Yes, withdraw it' }).click()
    const done = found.getByRole('status').getByText(/You withdrew this application/)
    await done.waitFor()
    await found.getByText('Withdrawn by you').waitFor()
    await expectNoAxeViolations(page)

    // The exclusion goes on as before, and can be made longer again.
    found = await checkStatus(page, exclusion)
    await found.getByRole('button', { name: 'Extend the exclusion' }).waitFor()
    await found.getByText(/You are excluded from every licensed gambling facility/).waitFor()

    // At the door, a facility's agent finds the person on the register.
    await page.goto('/staff')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await signIn(page, 'agent@facility.example', inject('staffPassword'))
    await page.getByLabel('ID or passport number').fill(ID)
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await page
      .getByRole('heading', { level: 2, name: /^Excluded until .+: do not let them in$/ })
      .waitFor()
    await expectNoAxeViolations(page)
  })
})
