/**
 * Report a fake (`/verify/report`, `product/report`) as a buyer on a phone meets it, against the
 * real gateway: opened in one tap from a product check that found nothing, with the code filled
 * in; answered (the place, what is wrong, a photo, no contact), sent offline and delivered once
 * when the phone is back online; then in the verify organisation's queue, where staff close it
 * in a report's words.
 */
import { describe, expect, inject, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, usePage, waitForServiceWorker } from './browser'
import { answer, continueTo, expectDeliveredOnce, submit } from './journey-helpers'
import { freshCode, png } from './outbox-helpers'
import { confirm, heading, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
const PASSWORD = inject('staffPassword')

describe('a report of a fake', () => {
  it('opens from a not-found answer with its code, goes offline, and is delivered once to the verify staff', async () => {
    const { page, context } = session
    await page.goto('/')
    await waitForServiceWorker(page)
    const code = freshCode()
    await page.getByLabel('Product code').fill(code)
    await page.getByRole('button', { name: 'Check product' }).click()
    const card = page.locator('section.result')
    await card.getByRole('heading', { name: 'We could not find this product' }).waitFor()
    await card.getByRole('link', { name: 'Report this product as a fake' }).click()

    await page.waitForURL(/\/verify\/report\?code=/)
    await heading(page, 'Which product?')
    // Filled once the form has read its draft from the device, a moment after the page shows.
    await expect.poll(() => page.getByLabel('Product code (optional)').inputValue()).toBe(code)
    await expectNoAxeViolations(page)
    await answer(page, { 'Product name': 'Cooking oil 2 L' })
    await continueTo(page, 'Where did you buy it?')
    await answer(page, { 'The place': 'A stall at the bus rank, Gaborone' })
    await expectNoAxeViolations(page)
    await continueTo(page, 'What is wrong with it?')
    await answer(page, {
      'What makes you think it is fake': 'The seal is loose and the label print is blurred.',
    })
    await page
      .getByLabel('Photos of the product', { exact: true })
      .setInputFiles(await png(page, 800, 600))
    await page.getByRole('button', { name: /^Remove / }).waitFor({ timeout: 30_000 })
    await expectNoAxeViolations(page)
    await continueTo(page, 'How we can contact you')
    await continueTo(page, 'Check your answers before sending')
    expect(await page.getByText(code, { exact: true }).count()).toBeGreaterThan(0)
    await expectNoAxeViolations(page)

    await context.setOffline(true)
    const reference = await submit(page, 'RF')
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
    // Its answers, folded on a phone.
    await page.getByText('A stall at the bus rank, Gaborone').waitFor({ state: 'attached' })
    await page.getByLabel('Close: action taken', { exact: true }).check()
    await page.getByLabel('Note for the record').fill('Seller visited; stock withdrawn.')
    await page.getByRole('button', { name: 'Record the decision' }).click()
    await confirm(page)
    await page.locator('.staff-case__status', { hasText: 'Closed: action taken' }).waitFor()
    await expectNoAxeViolations(page)
  })
})
