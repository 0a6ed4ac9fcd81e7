/**
 * Report a scam call (`/verify/report-call`, `callerId/report`) as a person on a phone meets
 * it, against the real gateway: offered on a caller check's warning, and opened from it in one
 * tap with the number filled in; answered (when it came, a day in the future refused first,
 * what was said, a screenshot, no contact), sent offline and delivered once when the phone is back online; then in the verify
 * organisation's queue of reports of fakes and scam calls, where staff close it in a report's
 * words. A verified number's answer does not offer it.
 */
import { describe, expect, inject, it } from 'vitest'
import { inBotswana } from '../../src/shared/call-time'
import { baseUrl, expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'
import { answer, continueTo, expectDeliveredOnce, submit } from './journey-helpers'
import { png } from './outbox-helpers'
import { confirm, heading, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
const PASSWORD = inject('staffPassword')

async function checkNumber(phone: string) {
  const { page } = session
  await page.getByLabel('Phone number').fill(phone)
  await page.getByRole('button', { name: 'Check number' }).click()
  const card = page.locator('section.result')
  await card.waitFor()
  return card
}

describe('a report of a scam call', () => {
  it('is offered on the answers that warn, with the number, and not on a verified one', async () => {
    const { page } = session
    await page.goto('/verify/callerId')
    const verified = await checkNumber('+267 71 000 001')
    await verified.getByRole('heading', { name: 'This number is verified' }).waitFor()
    expect(await verified.getByRole('link', { name: 'Report this call' }).count()).toBe(0)
    const unknown = await checkNumber('+267 74 987 654')
    await unknown.getByRole('heading', { name: 'We have no record of this number' }).waitFor()
    const href = await unknown.getByRole('link', { name: 'Report this call' }).getAttribute('href')
    expect(new URL(href!, baseUrl()).pathname).toBe('/verify/report-call')
    expect(new URL(href!, baseUrl()).searchParams.get('phone')).toContain('+26774987654')
    await expectNoAxeViolations(page)
  })

  it('opens from a reported number with it filled in, goes offline, and is delivered once to the verify staff', async () => {
    const { page, context } = session
    await page.goto('/verify/callerId')
    await waitForServiceWorker(page)
    const card = await checkNumber('+267 72 000 002')
    await card.getByRole('heading', { name: 'This number has been reported' }).waitFor()
    await card.getByRole('link', { name: 'Report this call' }).click()

    await page.waitForURL(/\/verify\/report-call\?phone=/)
    await heading(page, 'Which number called you?')
    const number = page.getByLabel('The number that called or messaged you', { exact: true })
    // Filled in once the form has looked for a draft on the device (use-journey.ts).
    await expect.poll(() => number.inputValue()).toBe('+26772000002')
    await expectNoAxeViolations(page)
    await continueTo(page, 'When did the call or message come?')
    // A day after tomorrow is refused on the device, by the contract's rule, on its field.
    const parts = (days: number) => {
      const [Year, Month, Day] = inBotswana(Date.now() + days * 86_400_000).date.split('-')
      return { Day: Day!, Month: Month!, Year: Year! }
    }
    await answer(page, { ...parts(2), Time: '9:15am' })
    await page.getByRole('button', { name: 'Continue' }).click()
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'The date of the call or message must be today or in the past' })
      .waitFor()
    await expectNoAxeViolations(page)
    // Yesterday in Botswana, at a quarter past nine in the morning.
    await answer(page, parts(-1))
    await continueTo(page, 'What did they say or ask?')
    await answer(page, {
      'What was said or asked':
        'He said he was from my bank and asked for the one-time code sent to my phone.',
    })
    await page
      .getByLabel('A screenshot of the call or message (optional)', { exact: true })
      .setInputFiles(await png(page, 720, 1280))
    await page.getByRole('button', { name: /^Remove / }).waitFor({ timeout: 30_000 })
    await expectNoAxeViolations(page)
    await continueTo(page, 'How we can contact you')
    await continueTo(page, 'Check your answers before sending')
    expect(await page.getByText('+26772000002', { exact: true }).count()).toBeGreaterThan(0)
    await expectNoAxeViolations(page)

    await context.setOffline(true)
    const reference = await submit(page, 'SC')
    await page
      .getByText(/waiting to send/i)
      .first()
      .waitFor()
    await context.setOffline(false)
    await expectDeliveredOnce(page, baseUrl(), reference)

    await signIn(page, 'manager@verify.example', PASSWORD)
    await heading(page, 'Staff home')
    await page.getByRole('link', { name: 'Reports of fakes and scam calls' }).click()
    await heading(page, 'Reports of fakes and scam calls')
    await page.getByRole('link', { name: reference, exact: true }).click()
    await heading(page, `Case ${reference}`)
    // Its answers, folded on a phone: the time as the gateway keeps it, on a 24-hour clock.
    await page.getByText('09:15', { exact: true }).waitFor({ state: 'attached' })
    await page.getByLabel('Close: action taken', { exact: true }).check()
    await page.getByLabel('Note for the record').fill('Number passed to the phone company.')
    await page.getByRole('button', { name: 'Record the decision' }).click()
    await confirm(page)
    await page.locator('.staff-case__status', { hasText: 'Closed: action taken' }).waitFor()
    await expectNoAxeViolations(page)
  })
})
