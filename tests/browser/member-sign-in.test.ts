/**
 * A member signs in with a code by email at 390 px, in Chromium against the real gateway: from
 * My membership to /insurance/sign-in, the email (empty first: its error), "We sent a code to …,
 * it expires in 10 minutes", a wrong code refused in words, the code read from the email the
 * gateway wrote in the data folder's mail folder, then My membership, "Sign out" on every
 * insurance page, and signed out. axe on each state.
 */
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, usePage } from './browser'
import { codeSentTo } from './member-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
const MEMBER = 'account@union.example'

describe('the member’s own sign-in', () => {
  it('signs in with the code sent by email, and out from the union’s header', async () => {
    const { page } = session
    await page.goto('/insurance/membership')
    await page.getByRole('link', { name: 'Sign in', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Sign in to your membership' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/insurance/sign-in')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Send me a code' }).click()
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor()
    await page.getByRole('link', { name: 'Enter an email address' }).waitFor()
    await expectNoAxeViolations(page)

    await page.getByLabel('Email address').fill(MEMBER)
    const code = await codeSentTo(MEMBER, () =>
      page.getByRole('button', { name: 'Send me a code' }).click(),
    )
    const sent = page.getByRole('heading', { level: 2, name: 'Check your email' })
    await sent.waitFor()
    // The focus moves to where the code went.
    expect(await sent.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.getByText(`We sent a code to ${MEMBER}. It expires in 10 minutes.`).waitFor()
    await expectNoAxeViolations(page)

    // A wrong code: refused in words, the code still usable.
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page
      .getByText('That code is not right. Check the email we sent you and try again')
      .first()
      .waitFor()
    await expectNoAxeViolations(page)

    await page.getByLabel('Code').fill(code)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'My membership' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/insurance/membership')
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' })
    await signOut.waitFor()
    await expectNoAxeViolations(page)

    // On every page of the area, after a reload too (the gateway is asked who is signed in).
    await page.goto('/insurance/quote')
    await signOut.waitFor()
    const box = await signOut.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)

    await signOut.click()
    await page.getByRole('heading', { level: 1, name: 'Sign in to your membership' }).waitFor()
    expect(await signOut.count()).toBe(0)
    await page.goto('/insurance/membership')
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor()
    expect(await signOut.count()).toBe(0)
  }, 120_000)
})
