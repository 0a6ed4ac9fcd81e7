import { describe, expect, it } from 'vitest'
import { addMonths, anyCauseFromStart, coverOn, coverStartAfter, type InsuredPerson } from './cover'

const person = (
  role: InsuredPerson['role'],
  coverFrom: string,
  dependent?: number,
): InsuredPerson => ({
  role,
  ...(dependent === undefined ? {} : { dependent }),
  firstName: 'A',
  surname: 'B',
  relationship: role,
  addOn: null,
  coverAmount: 40_000,
  coverFrom,
  anyCauseFrom: anyCauseFromStart(coverFrom),
})

describe('the start of cover', () => {
  it('is the first of the month after approval, across a year', () => {
    expect(coverStartAfter('2026-11-27')).toBe('2026-12-01')
    expect(coverStartAfter('2026-12-01')).toBe('2027-01-01')
    expect(coverStartAfter('2026-12-31')).toBe('2027-01-01')
  })

  it('ends the waiting period six months on, the same day of the month', () => {
    expect(anyCauseFromStart('2026-12-01')).toBe('2027-06-01')
    expect(anyCauseFromStart('2027-07-01')).toBe('2028-01-01')
    // A start on a day a shorter month lacks ends on that month's last day.
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
  })
})

describe('coverOn', () => {
  const membership = {
    people: [person('member', '2026-12-01'), person('dependent', '2027-03-01', 0)],
  }
  const member = { role: 'member' as const }

  it('covers nothing before the start, not even an accident', () => {
    expect(coverOn(membership, member, '2026-11-30')).toEqual({
      insured: false,
      accident: false,
      anyCause: false,
    })
  })

  it('covers an accident from the first day, any cause from the waiting period’s end', () => {
    expect(coverOn(membership, member, '2026-12-01')).toEqual({
      insured: true,
      accident: true,
      anyCause: false,
    })
    expect(coverOn(membership, member, '2027-05-31').anyCause).toBe(false)
    expect(coverOn(membership, member, '2027-06-01').anyCause).toBe(true)
  })

  it('gives a dependent added later their own start and waiting period', () => {
    const child = { role: 'dependent' as const, dependent: 0 }
    expect(coverOn(membership, child, '2027-02-28').insured).toBe(false)
    expect(coverOn(membership, child, '2027-03-01')).toEqual({
      insured: true,
      accident: true,
      anyCause: false,
    })
    // The member's waiting period has passed; the child's has not.
    expect(coverOn(membership, member, '2027-08-31').anyCause).toBe(true)
    expect(coverOn(membership, child, '2027-08-31').anyCause).toBe(false)
    expect(coverOn(membership, child, '2027-09-01').anyCause).toBe(true)
  })

  it('does not insure a person the membership does not name', () => {
    expect(coverOn(membership, { role: 'spouse' }, '2030-01-01').insured).toBe(false)
    expect(coverOn(membership, { role: 'dependent', dependent: 1 }, '2030-01-01').insured).toBe(
      false,
    )
  })
})
