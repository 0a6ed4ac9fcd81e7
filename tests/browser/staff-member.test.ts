/**
 * A member's page for the union's staff (`/staff/members/<number>`), against the real gateway:
 * a union manager opens a funeral claim's case, follows its checks to the member's page, reads
 * who the cover insures and from when, the premiums and the claim with its status, and goes
 * back to the claim's case from there; then finds the same member from the queue of join
 * applications by their payroll number, and is told plainly when a number finds no member.
 * The member is made for this test (an ID and payroll number of its own), so the sample's
 * joins made by other tests on the same gateway are not theirs.
 */
import { describe, expect, inject, it } from 'vitest'
import { SAMPLE_DATA } from '../../src/shared/contracts/samples'
import { makeReference } from '../../src/shared/reference'
import { realPdf } from '../../server/src/testing-files'
import { baseUrl, expectNoAxeViolations, usePage } from './browser'
import { KEY } from './outbox-helpers'
import { callFromPage, heading, signIn } from './staff-helpers'

const session = usePage({ viewport: { width: 390, height: 844 } })
const PASSWORD = inject('staffPassword')

const digits = () => String(Math.floor(Math.random() * 900_000_000) + 100_000_000)

async function send(call: string, reference: string, data: object, files: string[]) {
  const form = new FormData()
  form.append('reference', reference)
  form.append('data', JSON.stringify(data))
  for (const field of files) {
    form.append(field, new Blob([realPdf()], { type: 'application/pdf' }), `${field}.pdf`)
  }
  const response = await fetch(`${baseUrl()}/api/${call}`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'Idempotency-Key': reference },
    body: form,
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

describe('a member’s page for staff', () => {
  it('is opened from a claim’s case and shows the cover, the premiums and the claim', async () => {
    const { page } = session
    const idNumber = digits()
    const payrollNumber = `BTU${digits()}`
    const sample = SAMPLE_DATA.insuranceJoin
    const join = makeReference('insuranceJoin')
    await send(
      'members/join',
      join,
      {
        ...sample,
        user: { ...sample.user, identificationNumber: idNumber, payrollNumber },
        kyc: { ...sample.kyc, identityInfo: { ...sample.kyc.identityInfo, idNumber } },
      },
      ['identityFile', 'addressFile', 'bankStatementFile'],
    )
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
    const claim = makeReference('claim')
    await send(
      'claims/submit',
      claim,
      {
        ...SAMPLE_DATA.claim,
        member: { membership: join, idNumber },
        claimant: { ...SAMPLE_DATA.claim.claimant, idNumber },
      },
      ['deathProofFile', 'claimantIdFile'],
    )

    await page.goto(`/staff/cases/claims/${claim}`)
    await heading(page, `Case ${claim}`)
    await page
      .getByRole('region', { name: 'What to check' })
      .getByRole('link', { name: 'Open the member’s page' })
      .click()
    await heading(page, `Member ${join}`)
    await page.getByRole('heading', { level: 2, name: 'Lesego Sample' }).waitFor()

    // A card per insured person, each with its dates and where it stands today.
    const cover = page.getByRole('region', { name: 'Who is covered' })
    const people = cover.getByRole('listitem')
    expect(await people.getByRole('heading').allTextContents()).toEqual([
      'Lesego Sample',
      'Thabo Sample',
      'Naledi Sample',
    ])
    await people.first().getByText('Covered from').waitFor()
    await people.first().getByText('Any cause from').waitFor()
    await people.first().getByText('Not covered yet').waitFor()

    // Approved today, cover starts next month: no month of premiums to show yet.
    const deductions = page.getByRole('region', { name: 'Deductions' })
    await deductions
      .getByText('No deductions imported yet for this member', { exact: false })
      .waitFor()

    const claims = page.getByRole('region', { name: 'Funeral claims' })
    const item = claims.getByRole('listitem')
    expect(await item.count()).toBe(1)
    await item.getByText('Waiting for a decision').waitFor()
    await item.getByText('Thabo Sample (Spouse)').waitFor()
    await expectNoAxeViolations(page)

    await item.getByRole('link', { name: claim }).click()
    await heading(page, `Case ${claim}`)

    // Found from the queue of join applications by the payroll number the claim form takes.
    await page.goto('/staff/cases/members')
    await heading(page, 'Insurance join applications')
    const find = page.getByRole('region', { name: 'Find a member' })
    const field = find.getByLabel('Membership number, payroll number or join reference (MB-…)')
    await find.getByRole('button', { name: 'Open the member’s page' }).click()
    await find
      .getByRole('link', {
        name: 'Enter the member’s membership number, payroll number or MB- reference',
      })
      .first()
      .waitFor()
    await field.fill(payrollNumber.toLowerCase())
    await find.getByRole('button', { name: 'Open the member’s page' }).click()
    await heading(page, `Member ${payrollNumber.toLowerCase()}`)
    await page.getByRole('link', { name: join, exact: true }).waitFor()

    await page.goto('/staff/members/NOBODY12345')
    await heading(page, 'Member NOBODY12345')
    await page
      .getByText('No member of the union has the number NOBODY12345.', { exact: false })
      .waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await expectNoAxeViolations(page)
  })
})
