/**
 * `premium/quote` on the seeded catalogue, on a fixed day: totals and lines, band edges through
 * the gateway, the retirement age for payroll deduction, and each refusal as a 400 naming its
 * field. The pricing rules themselves are tested in a table beside src/shared/insurance/pricing.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuoteAnswer } from '../../../src/shared/insurance/types'
import { expectFailure, postJson } from '../testing'
import { bornAged, insuranceFixture, post, type InsuranceFixture } from '../insurance/test-support'

let fx: InsuranceFixture

beforeAll(async () => {
  fx = await insuranceFixture()
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

const quote = (body: Record<string, unknown>) =>
  post<{ success: boolean; data: QuoteAnswer }>(fx.app, 'premium/quote', {
    packageId: 'poloko-lerato',
    memberDateOfBirth: bornAged(40),
    addOns: [],
    ...body,
  })

const refused = async (body: Record<string, unknown>) => {
  const response = await postJson(fx.app, '/api/premium/quote', {
    packageId: 'poloko-lerato',
    memberDateOfBirth: bornAged(40),
    addOns: [],
    ...body,
  })
  return (await expectFailure(response, 400)).errors
}

describe('premium/quote', () => {
  it('prices a family of four: the package, a spouse and two children', async () => {
    const { status, body } = await quote({
      addOns: [
        { addOnId: 'poloko-lerato-spouse', dateOfBirth: '1988-04-02' },
        { addOnId: 'poloko-lerato-child', dateOfBirth: '2014-09-30' },
        { addOnId: 'poloko-lerato-child', dateOfBirth: '2019-01-12' },
      ],
    })
    expect(status).toBe(200)
    // Lerato 85; spouse 35 × 0.769 = 27.00 (to 50 thebe); child 18 × 0.769 = 14.00.
    expect(body.data).toEqual({
      monthlyTotal: 140,
      lines: [
        { label: 'Lerato', amount: 85 },
        { label: 'Spouse', amount: 27 },
        { label: 'Child', amount: 14 },
        { label: 'Child', amount: 14 },
      ],
    })
  })

  it('takes the band whose rule holds the age on the quote date, at each edge', async () => {
    for (const [age, band] of [
      [60, '51-60'],
      [61, '61-65'],
      [85, '81-85'],
    ] as const) {
      const { status } = await quote({
        addOns: [{ addOnId: `poloko-lerato-parent-${band}`, dateOfBirth: bornAged(age) }],
      })
      expect(status, `${age}`).toBe(200)
    }
    expect(
      await refused({
        addOns: [{ addOnId: 'poloko-lerato-parent-81-85', dateOfBirth: bornAged(86) }],
      }),
    ).toEqual([
      {
        path: 'addOns.0.dateOfBirth',
        message: 'Parent or parent-in-law covers people aged 0 to 85, and this person is 86',
      },
    ])
  })

  it('dates the quote in Botswana: 00:30 in Gaborone is already the next day', async () => {
    const before = fx.clock.time
    // 22:30 UTC on 14 June is 00:30 on 15 June in Gaborone: the child turns 22 then.
    fx.clock.time = Date.UTC(2026, 5, 14, 22, 30)
    expect(
      await refused({ addOns: [{ addOnId: 'poloko-lerato-child', dateOfBirth: '2004-06-15' }] }),
    ).toEqual([
      {
        path: 'addOns.0.dateOfBirth',
        message: 'Child covers people aged 0 to 21, and this person is 22',
      },
    ])
    fx.clock.time = Date.UTC(2026, 5, 14, 21, 30)
    const { status } = await quote({
      addOns: [{ addOnId: 'poloko-lerato-child', dateOfBirth: '2004-06-15' }],
    })
    expect(status).toBe(200)
    fx.clock.time = before
  })

  it('refuses payroll deduction past the retirement age, with that message', async () => {
    expect(
      (await quote({ memberDateOfBirth: bornAged(65), deductionSource: 'payroll' })).status,
    ).toBe(200)
    expect(await refused({ memberDateOfBirth: bornAged(66), deductionSource: 'payroll' })).toEqual([
      {
        path: 'deductionSource',
        message: 'A member older than 65 cannot pay by payroll deduction. Choose debit order',
      },
    ])
    expect(
      (await quote({ memberDateOfBirth: bornAged(66), deductionSource: 'debit-order' })).status,
    ).toBe(200)
  })

  it('refuses an unknown package, an add-on of another package and a birth in the future', async () => {
    expect(await refused({ packageId: 'poloko-platinum' })).toEqual([
      { path: 'packageId', message: 'Choose one of the packages offered' },
    ])
    expect(
      await refused({ addOns: [{ addOnId: 'botubs-gold-spouse', dateOfBirth: '1990-01-01' }] }),
    ).toEqual([{ path: 'addOns.0.addOnId', message: 'Choose one of the add-ons of this package' }])
    expect(await refused({ memberDateOfBirth: '2026-06-16' })).toEqual([
      { path: 'memberDateOfBirth', message: 'Date of birth must be in the past' },
    ])
  })

  it('offers BOTUFF members no parents or extended family', async () => {
    expect(
      await refused({
        packageId: 'botuff-member',
        addOns: [{ addOnId: 'poloko-lerato-parent-61-65', dateOfBirth: bornAged(62) }],
      }),
    ).toEqual([{ path: 'addOns.0.addOnId', message: 'Choose one of the add-ons of this package' }])
  })
})
