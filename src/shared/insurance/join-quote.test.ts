/**
 * A join priced by the shared function, as the journey and the gateway both price it: the
 * people each add-on covers, refusals on the join's own paths, and add-ons moved to the band
 * of a changed date of birth.
 */
import { describe, expect, it } from 'vitest'
import { SAMPLE_SCHEMES } from '../../../server/src/insurance/seed-data'
import { SAMPLE_DATA } from '../contracts/samples'
import { priceJoin, rebandAddOns } from './join-quote'

const TODAY = '2026-06-15'
const lerato = SAMPLE_SCHEMES.flatMap((s) => s.packages).find((p) => p.id === 'poloko-lerato')
const sample = SAMPLE_DATA.insuranceJoin

describe('priceJoin', () => {
  it('prices the member, the spouse and a child to the sample deduction', () => {
    const outcome = priceJoin(lerato, sample, TODAY)
    expect(outcome.ok && outcome.quote.monthlyTotal).toBe(sample.deductionAmount)
  })

  it('refuses a child add-on for a dependent of 30 on that add-on line', () => {
    const dependents = [{ ...sample.dependents[0], dateOfBirth: '1996-01-01' }]
    const outcome = priceJoin(lerato, { ...sample, dependents }, TODAY)
    expect(outcome.ok ? [] : outcome.errors.map((e) => e.path)).toEqual(['addOns.1.addOnId'])
  })

  it('refuses payroll past 65 on user.deductionSource, unless asked to leave it out', () => {
    const user = { ...sample.user, dateOfBirth: '1960-01-01' }
    const outcome = priceJoin(lerato, { ...sample, user }, TODAY)
    expect(outcome.ok ? [] : outcome.errors.map((e) => e.path)).toEqual(['user.deductionSource'])
    expect(priceJoin(lerato, { ...sample, user }, TODAY, false).ok).toBe(true)
  })

  it('refuses a date of birth after today on that person', () => {
    const spouse = { ...sample.spouse, dateOfBirth: '2027-01-01' }
    const outcome = priceJoin(lerato, { ...sample, spouse }, TODAY)
    expect(outcome.ok ? [] : outcome.errors.map((e) => e.path)).toContain('spouse.dateOfBirth')
  })
})

describe('rebandAddOns', () => {
  it('moves a banded add-on to the band of its person’s age', () => {
    const dependents = [{ ...sample.dependents[0], type: 'parent', dateOfBirth: '1961-01-01' }]
    const addOns = [{ addOnId: 'poloko-lerato-parent-31-40', dependent: 0 }]
    const moved = rebandAddOns(lerato, { ...sample, dependents, addOns }, TODAY)
    expect(moved).toEqual([{ addOnId: 'poloko-lerato-parent-61-65', dependent: 0 }])
  })
})
