/**
 * The two global dialogs (docs/design.md section 4), by keyboard only, in the real browser: the message
 * dialog ("Message(s)", opened by a failed call) and the confirm dialog ("Confirm", opened by
 * Clear history). Each must take focus, keep Tab inside, close with Escape or OK, and give
 * focus back to the control that opened it.
 */

import { describe, expect, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, usePage } from './browser'
import { faults, gatewayCall } from './outbox-helpers'

const session = usePage()

const focusedInside = (name: string) =>
  session.page.evaluate(
    (label) =>
      document.activeElement?.closest('dialog')?.querySelector('h2')?.textContent === label,
    name,
  )

const focused = () =>
  session.page.evaluate(() => {
    const element = document.activeElement
    return element ? `${element.tagName} ${element.textContent?.trim() ?? ''}` : ''
  })

/**
 * Presses Tab, then Shift+Tab, `times` times each: focus stays inside the dialog every time,
 * wrapping from its last control to its first and back (src/components/dialogs/Modal.tsx).
 */
async function expectTabTrapped(name: string, times = 5) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i++) {
      await session.page.keyboard.press(key)
      const place = await session.page.evaluate((label) => {
        const element = document.activeElement
        if (!element || element === document.body) return 'nowhere'
        const dialog = element.closest('dialog')
        return dialog?.querySelector('h2')?.textContent === label ? 'dialog' : 'page'
      }, name)
      expect(place, `after ${key} ${i + 1}`).toBe('dialog')
    }
  }
}

describe('the message dialog', () => {
  it('shows a network failure, traps focus, closes by Escape or OK and returns focus', async () => {
    await session.page.goto('/')
    await session.page.getByLabel('Product code').fill('BWP100001')
    // The connection breaks while the device believes it is online (offline, the page says so
    // itself before sending anything: checks.test.ts).
    await faults.clear(baseUrl())
    await gatewayCall(baseUrl(), 'test/faults', {
      mode: 'stall',
      path: 'product/check',
      ms: 300,
      // Chromium sends a request again once when a kept-alive connection drops, and the check
      // that found no network waits with the recent checks, asked again in the background
      // (src/features/verify/waiting-checks.ts): every one of those fails as well.
      count: 50,
    })
    const submit = session.page.getByRole('button', { name: 'Check product' })
    await submit.focus()
    await session.page.keyboard.press('Enter')

    const dialog = session.page.getByRole('dialog', { name: 'Message(s)' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Network Error')
    expect(await focusedInside('Message(s)')).toBe(true)
    await expectNoAxeViolations(session.page)
    await expectTabTrapped('Message(s)')

    await session.page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await focused()).toBe('BUTTON Check product')
    // What the user typed is still there to try again.
    expect(await session.page.getByLabel('Product code').inputValue()).toBe('BWP100001')

    await session.page.keyboard.press('Enter')
    await dialog.waitFor()
    expect(await focused()).toBe('BUTTON OK')
    await session.page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    expect(await focused()).toBe('BUTTON Check product')
    await faults.clear(baseUrl())
  })
})

describe('the confirm dialog', () => {
  it('asks before clearing the history: Escape keeps it, OK clears it', async () => {
    await session.page.goto('/')
    await session.page.getByLabel('Product code').fill('BWP100001')
    await session.page.getByRole('button', { name: 'Check product' }).click()
    const history = session.page.getByRole('region', { name: 'Your recent checks' })
    await history.getByRole('listitem').first().waitFor()

    const clear = history.getByRole('button', { name: 'Clear history' })
    await clear.focus()
    await session.page.keyboard.press('Enter')
    const dialog = session.page.getByRole('dialog', { name: 'Confirm' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Are you sure you want to continue?')
    expect(await focusedInside('Confirm')).toBe(true)
    await expectNoAxeViolations(session.page)
    await expectTabTrapped('Confirm')

    await session.page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await focused()).toBe('BUTTON Clear history')
    expect(await history.getByRole('listitem').count()).toBe(1)
    expect(await session.page.evaluate(() => localStorage.getItem('verify-history'))).not.toBeNull()

    await session.page.keyboard.press('Enter')
    await dialog.waitFor()
    // Focus starts on OK, the first button; Tab moves between OK and Cancel.
    for (let i = 0; i < 3 && (await focused()) !== 'BUTTON OK'; i++)
      await session.page.keyboard.press('Tab')
    expect(await focused()).toBe('BUTTON OK')
    await session.page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    await history.getByText('Your history has been cleared.').waitFor()
    expect(await history.getByRole('listitem').count()).toBe(0)
    expect(await session.page.evaluate(() => localStorage.getItem('verify-history'))).toBeNull()
    // The button is gone with the list, so focus lands on the section's heading.
    expect(await focused()).toBe('H2 Your recent checks')
  })
})
