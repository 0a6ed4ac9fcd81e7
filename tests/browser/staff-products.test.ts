/**
 * The products page of a verify manager, in Chromium at a phone's width against the real gateway:
 * find a product by the start of its code, recall it with the reason the public sees, and the
 * public check then says recalled with that reason; a code checked past its threshold warns of
 * a copied code with a link to report it. axe finds nothing on either page.
 */
import { describe, expect, inject, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, usePage } from './browser'
import { gatewayCall } from './outbox-helpers'
import { heading, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 360, height: 740 } })

describe('recalling a product on a phone', () => {
  it('finds it, recalls it with a reason, and the public check says so', async () => {
    const { page } = session
    const code = 'BWP102901'
    await signIn(page, 'manager@verify.example', inject('staffPassword'))
    await heading(page, 'Staff home')
    await page.getByRole('link', { name: /Recall or suspend products/ }).click()
    await heading(page, 'Products')
    await page.getByLabel('Product code, or its start').fill('bwp 10290')
    await page.getByRole('button', { name: 'Find products' }).click()
    const card = page.getByRole('region', { name: new RegExp(`^${code}:`) })
    await card.waitFor()
    await expectNoAxeViolations(page)

    await card.getByLabel('Status').selectOption('recalled')
    await card.getByRole('button', { name: 'Save status' }).click()
    await card.getByText('Enter the reason the public will see').first().waitFor()
    await card.getByLabel('Reason the public sees').fill('Faulty seal: return it to the shop')
    await card.getByRole('button', { name: 'Save status' }).click()
    await card.getByText('Saved.').waitFor()
    await card
      .getByText('Status: Recalled. Reason the public sees: Faulty seal: return it to the shop')
      .waitFor()
    await expectNoAxeViolations(page)
    // No sideways scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    await page.goto('/')
    await page.getByLabel('Product code').fill(code)
    await page.getByRole('button', { name: 'Check product' }).click()
    await page.getByRole('heading', { name: 'This product has been recalled' }).waitFor()
    await page.getByText('The reason given: Faulty seal: return it to the shop').waitFor()
    await expectNoAxeViolations(page)
  })

  it('warns of a copied code past its threshold, with a link to report it', async () => {
    const { page } = session
    const code = 'BWP102902'
    // Checked past the default threshold before this visitor.
    for (let i = 0; i < 50; i++) await gatewayCall(baseUrl(), 'product/check', { code })
    await page.goto('/')
    await page.getByLabel('Product code').fill(code)
    await page.getByRole('button', { name: 'Check product' }).click()
    await page.getByRole('heading', { name: 'This product code is on the register' }).waitFor()
    await page.getByText(/Checked 51 times since/).waitFor()
    const report = page.getByRole('link', { name: 'report this code' })
    expect(await report.getAttribute('href')).toBe(`/verify/report?code=${code}`)
    await expectNoAxeViolations(page)
  })
})
