/**
 * The staff area on a 390 px phone, against the real gateway and database: sign-in with the
 * shared messages, the staff shell (no ScamLock header or title), a system
 * administrator creating an account and finding it in the audit log, the new account's
 * forced password change, sign-out; axe on every staff page.
 */
import { describe, expect, inject, it } from 'vitest'
import { expectNoAxeViolations, usePage } from './browser'
import { heading, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
const PASSWORD = inject('staffPassword')

describe('staff sign-in', () => {
  it('checks the fields with the shared messages and refuses a wrong password', async () => {
    const { page } = session
    await page.goto('/login')
    await heading(page, 'Staff sign-in')
    expect(await page.title()).toBe('Staff sign-in – Staff area')
    expect(await page.getByRole('link', { name: 'ScamLock home' }).count()).toBe(0)
    await expectNoAxeViolations(page)

    await page.getByLabel('Email address').fill('not an email')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const summary = page.getByRole('alert')
    await summary.getByText('Invalid Email').waitFor()
    expect(await summary.getByText('Password must be at least 8 characters').count()).toBe(1)
    await expectNoAxeViolations(page)

    await signIn(page, 'manager@verify.example', 'not-the-password')
    // Beside the form, focused, not in the message dialog.
    await summary.getByText('Invalid Email or Password').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert')
    expect(await page.getByRole('dialog', { name: 'Message(s)' }).count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/login')
    await expectNoAxeViolations(page)
  })

  it('says the real wait of a throttled sign-in beside the form', async () => {
    const { page } = session
    await page.goto('/login')
    // An address that does not exist counts the same (and holds back no one's account).
    for (let i = 0; i < 5; i++) {
      await signIn(page, 'nobody.here@verify.example', `wrong-password-${i}`)
      await page.getByRole('alert').getByText('Invalid Email or Password').waitFor()
    }
    await signIn(page, 'nobody.here@verify.example', 'wrong-password-5')
    await page
      .getByRole('alert')
      .getByText('Too many failed sign-ins. Try again in 30 seconds.')
      .waitFor()
    expect(await page.getByRole('dialog', { name: 'Message(s)' }).count()).toBe(0)
    await expectNoAxeViolations(page)
  })

  it('sends a visitor without a session from a staff page to the sign-in, and back after it', async () => {
    const { page } = session
    await page.goto('/staff/audit')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/staff/audit')
    await page.getByLabel('Email address').fill('auditor@union.example')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/staff/audit')
    await heading(page, 'Audit log')
    // An auditor reads the log but is offered no account changes.
    await page.goto('/staff/users')
    await heading(page, 'Staff accounts')
    expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Disable/ }).count()).toBe(0)
  })
})

describe('a system administrator on a phone', () => {
  it('creates an account, sees it in the audit log, and the new person sets a password', async () => {
    const { page } = session
    await signIn(page, 'system-administrator@regulator.example', PASSWORD)
    await page.waitForURL((url) => url.pathname === '/staff')
    await heading(page, 'Staff home')
    expect(await page.title()).toBe('Staff home – Staff area')
    expect(await page.title()).not.toContain('ScamLock')
    expect(await page.getByRole('link', { name: 'ScamLock home' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Create staff accounts' }).count()).toBe(1)
    expect(await page.getByText('Approve or reject cases').count()).toBe(0)
    await expectNoAxeViolations(page)

    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Staff accounts' })
      .click()
    await page.waitForURL((url) => url.pathname === '/staff/users')
    await page.getByRole('heading', { name: /^Accounts/ }).waitFor()
    await expectNoAxeViolations(page)
    await page.getByLabel('Email address').fill('new.officer@regulator.example')
    await page.getByLabel('Role').selectOption({ label: 'Manager' })
    await page.getByRole('button', { name: 'Create account' }).click()
    const panel = page.locator('.staff-otp')
    await panel.getByText('Account created for new.officer@regulator.example').waitFor()
    const oneTime = (await panel.locator('code').textContent())!.trim()
    expect(oneTime).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('staff-otp'))).toBe(
      true,
    )
    await expectNoAxeViolations(page)
    await panel.getByRole('button', { name: 'Done' }).click()
    await page.locator('.staff-list__title', { hasText: 'new.officer@regulator.example' }).waitFor()
    expect(
      await page.getByRole('button', { name: 'Disable new.officer@regulator.example' }).count(),
    ).toBe(1)
    await page
      .getByRole('button', { name: 'Clear sign-in wait of new.officer@regulator.example' })
      .click()
    await page
      .getByRole('status')
      .getByText(
        'new.officer@regulator.example can sign in again at once: the wait after failed sign-ins is cleared.',
      )
      .waitFor()
    await expectNoAxeViolations(page)
    // Before disabling, the dialog says which account and what follows, not "Are you sure?".
    await page.getByRole('button', { name: 'Disable new.officer@regulator.example' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm' })
    await dialog.getByText('Disable the account new.officer@regulator.example?').waitFor()
    await dialog.getByText('It is signed out at once and can no longer sign in.').waitFor()
    expect(await dialog.getByText('Are you sure you want to continue?').count()).toBe(0)
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page
      .getByRole('navigation', { name: 'Staff' })
      .getByRole('link', { name: 'Audit log' })
      .click()
    await page.waitForURL((url) => url.pathname === '/staff/audit')
    await page.getByLabel('Action').selectOption({ label: 'Account created' })
    await page.getByRole('button', { name: 'Apply filters' }).click()
    // Only the creation: the list may still show every action until the filter has applied.
    const entry = page
      .locator('.staff-list__item', { hasText: 'Account created' })
      .filter({ hasText: 'new.officer@regulator.example' })
    await entry.waitFor()
    expect(await entry.textContent()).toContain('system-administrator@regulator.example')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')

    await signIn(page, 'new.officer@regulator.example', oneTime)
    await page.waitForURL((url) => url.pathname === '/staff/password')
    await heading(page, 'Change your password')
    await expectNoAxeViolations(page)
    await page.getByLabel('One-time password').fill(oneTime)
    await page.getByLabel('New password').fill('officer chose this')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.waitForURL((url) => url.pathname === '/staff')
    await page
      .getByRole('link', { name: 'See the queues of submitted cases' })
      .or(page.getByText('See the queues of submitted cases'))
      .first()
      .waitFor()
    expect(await page.getByText('Approve or reject cases').count()).toBe(1)
  })
})
