/**
 * The register check at a facility's door, in Chromium at a phone's width against the real
 * gateway (docs/decisions.md, "The register check"): the facility's agent signs in and lands on
 * the check, which is all its menu offers; a person whose exclusion the regulator approved is
 * "Excluded until …: do not let them in", typed however the ID card prints the number, and
 * someone else is "Not on the register". The answer takes focus; axe finds nothing.
 */
import { describe, expect, inject, it } from 'vitest'
import { SAMPLE_DATA } from '../../src/shared/contracts/samples'
import type { StatusAnswer } from '../../src/shared/contracts/status'
import { longDate } from '../../src/shared/exclusion-period'
import { makeReference } from '../../src/shared/reference'
import { realPdf, realPng } from '../../server/src/testing-files'
import { baseUrl, expectNoAxeViolations, usePage } from './browser'
import { gatewayCall, KEY } from './outbox-helpers'
import { callFromPage, heading, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 360, height: 740 } })

/** A self-exclusion of a person of their own (their own ID number), with its two files. */
async function applyAs(idNumber: string) {
  const reference = makeReference('exclusion')
  const form = new FormData()
  form.append('reference', reference)
  const data = {
    ...SAMPLE_DATA.exclusion,
    applicant: { ...SAMPLE_DATA.exclusion.applicant, idNumber },
  }
  form.append('data', JSON.stringify(data))
  form.append('idCopy', new Blob([realPdf()], { type: 'application/pdf' }), 'id.pdf')
  form.append('picture', new Blob([realPng(640, 800)], { type: 'image/png' }), 'face.png')
  const response = await fetch(`${baseUrl()}/api/exclusions/apply`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'Idempotency-Key': reference },
    body: form,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return reference
}

// Numbers of this run's own, so that other files' exclusions never answer for them.
const digits = () => String(Date.now()).slice(-7)

describe('the register check on a phone', () => {
  it('lands the facility agent on it, and answers excluded and not excluded', async () => {
    const { page } = session
    const excluded = `8${digits()}1`
    const stranger = `9${digits()}2`
    const reference = await applyAs(excluded)

    await signIn(page, 'manager@regulator.example', inject('staffPassword'))
    await heading(page, 'Staff home')
    const decision = { area: 'exclusions', reference, decision: 'APPROVED', note: 'Checked.' }
    expect(await callFromPage(page, 'staff/cases/decide', decision)).toBe(200)
    const { endsOn } = await gatewayCall<StatusAnswer>(baseUrl(), 'exclusions/status', {
      reference,
      idNumber: excluded,
    })
    await page.getByRole('button', { name: 'Sign out' }).click()
    await heading(page, 'Staff sign-in')

    await signIn(page, 'agent@facility.example', inject('staffPassword'))
    await heading(page, 'Check the register')
    expect(new URL(page.url()).pathname).toBe('/staff/register')
    await page.getByText('Gaborone Sun Casino').first().waitFor()
    const menu = page.getByRole('navigation', { name: 'Staff' })
    await menu.getByRole('link', { name: 'Check the register' }).waitFor()
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Check the register',
      'Change password',
    ])
    // Another staff address leads back to the check.
    await page.goto('/staff/users')
    await heading(page, 'Check the register')
    await expectNoAxeViolations(page)

    // Typed as the card prints it, with spaces.
    const field = page.getByLabel('ID or passport number')
    await field.fill(`${excluded.slice(0, 4)} ${excluded.slice(4)}`)
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    const until = `Excluded until ${longDate(endsOn!, 'en-GB')}: do not let them in`
    const answer = page.getByRole('heading', { level: 2, name: until })
    await answer.waitFor()
    await expect.poll(() => answer.evaluate((node) => node === document.activeElement)).toBe(true)
    await expectNoAxeViolations(page)

    // Typing again takes the old answer away.
    await field.fill(stranger)
    await answer.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    const clear = page.getByRole('heading', { level: 2, name: 'Not on the register' })
    await clear.waitFor()
    await expect.poll(() => clear.evaluate((node) => node === document.activeElement)).toBe(true)
    await page.getByRole('button', { name: 'Scan a proof' }).waitFor()
    await expectNoAxeViolations(page)

    // Nothing wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
  })
})
