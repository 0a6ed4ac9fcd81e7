/**
 * `members/join` on the seeded catalogue, on a fixed day: the gateway prices the join itself
 * and refuses a `deductionAmount` it does not agree with, and payroll deduction for a member
 * past the retirement age; the three KYC documents are kept as unverified document rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import { postForm, testApp, type TestApp } from '../testing'
import { realPdf } from '../testing-files'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'
import { bornAged, insuranceFixture, type InsuranceFixture } from './test-support'

let fx: InsuranceFixture
let app: TestApp

beforeAll(async () => {
  fx = await insuranceFixture()
  attachUploadStore(fx.db, memoryUploadStore())
  app = testApp(fx.db, { vars: { CREATE_RATE_LIMIT_PER_MINUTE: '100000' } })
}, 60_000)
afterAll(() => fx.db.close())

const sample = SAMPLE_DATA.insuranceJoin

async function join(data: unknown, reference = makeReference('insuranceJoin')) {
  const form = new FormData()
  form.append('reference', reference)
  form.append('data', JSON.stringify(data))
  for (const field of ['identityFile', 'addressFile', 'bankStatementFile']) {
    form.append(field, new File([realPdf()], `${field}.pdf`))
  }
  const response = await postForm(app, '/api/members/join', form, { 'Idempotency-Key': reference })
  return { reference, status: response.status, body: (await response.json()) as never }
}

describe('members/join', () => {
  it('keeps a join whose deduction is the premium, with three unverified documents', async () => {
    const { reference, status } = await join(sample)
    expect(status).toBe(201)
    const documents = await fx.db.query<{ field: string; verified: boolean }>(
      'select field, verified from submission_documents where reference = $1 order by field',
      [reference],
    )
    expect(documents).toEqual([
      { field: 'addressFile', verified: false },
      { field: 'bankStatementFile', verified: false },
      { field: 'identityFile', verified: false },
    ])
  })

  it.each([125.99, 0, 252])('refuses a deduction of %s on deductionAmount', async (amount) => {
    const { status, body } = await join({ ...sample, deductionAmount: amount })
    expect(status).toBe(400)
    expect(body).toMatchObject({
      success: false,
      errors: [
        {
          path: 'deductionAmount',
          message: 'The amount to deduct must equal the monthly premium of the cover chosen',
        },
      ],
    })
  })

  it('refuses payroll deduction for a member over 65, and takes a debit order', async () => {
    const older = { ...sample.user, dateOfBirth: bornAged(66) }
    const payroll = await join({ ...sample, user: older })
    expect(payroll.status).toBe(400)
    expect(payroll.body).toMatchObject({
      errors: [{ path: 'user.deductionSource', message: expect.stringContaining('65') }],
    })
    const debit = await join({ ...sample, user: { ...older, deductionSource: 'debit-order' } })
    expect(debit.status).toBe(201)
  })

  it('refuses an add-on that does not cover its person, on that add-on', async () => {
    const grown = { ...sample.dependents[0], dateOfBirth: bornAged(30) }
    const { status, body } = await join({ ...sample, dependents: [grown] })
    expect(status).toBe(400)
    expect(body).toMatchObject({ errors: [{ path: 'addOns.1.addOnId' }] })
  })

  it('refuses a package the catalogue does not have, as a 400', async () => {
    const { status } = await join({ ...sample, packageId: 'no-such-package' })
    expect(status).toBe(400)
  })
})
