/**
 * Table tests of the pricing function: every band edge of bands.ts, the retirement age for
 * payroll deduction, the member's minimum age, refusals outside an add-on's rules, and sums
 * without float drift.
 */
import { describe, expect, it } from 'vitest'
import { messageText } from '../messages'
import { ageOn, BOTSWANA_TIME_ZONE, todayInBotswana } from './age'
import { AGE_BANDS } from './bands'
import { bandFor, priceQuote, RETIREMENT_AGE } from './pricing'
import type { AddOn, Package } from './types'

const TODAY = '2026-06-15'

/** A date of birth that makes someone exactly `age` on TODAY (their birthday is today). */
const bornAged = (age: number) => `${2026 - age}-06-15`
/** ... and one that makes them `age` with their next birthday tomorrow. */
const bornAgedLate = (age: number) => `${2026 - age - 1}-06-16`

const PARENT_PREMIUMS = [10.1, 12.2, 15.3, 20.4, 30.5, 45.6, 60.7, 90.8, 135]
const PKG: Package = {
  id: 'poloko-lerato',
  title: 'Lerato',
  description: '',
  premium: 85,
  payout: 40000,
  addOns: [
    {
      id: 'spouse',
      name: 'Spouse',
      premium: 25.5,
      minAgeRule: 18,
      maxAgeRule: 65,
      type: 'Fixed Price',
    },
    {
      id: 'child',
      name: 'Child',
      premium: 10.1,
      minAgeRule: 0,
      maxAgeRule: 21,
      type: 'Fixed Price',
    },
    {
      id: 'student',
      name: 'Child in full-time study',
      premium: 12,
      minAgeRule: 22,
      maxAgeRule: 25,
      type: 'Fixed Price',
    },
    ...AGE_BANDS.map(([min, max], i): AddOn => ({
      id: `parent-${min}-${max}`,
      name: 'Parent',
      premium: PARENT_PREMIUMS[i]!,
      minAgeRule: min,
      maxAgeRule: max,
      type: 'Age Based',
    })),
  ],
}

const quote = (addOns: { addOnId: string; dateOfBirth?: string }[], extra = {}) =>
  priceQuote(PKG, { packageId: PKG.id, memberDateOfBirth: bornAged(40), addOns, ...extra }, TODAY)

describe('ages on the quote date', () => {
  it.each([
    ['1986-06-15', 40],
    ['1986-06-16', 39],
    ['1986-06-14', 40],
    ['2000-02-29', 26],
  ])('born %s is %i on 2026-06-15', (birth, age) => {
    expect(ageOn(birth, TODAY)).toBe(age)
  })

  it('counts a 29 February birthday on 1 March in a common year', () => {
    expect(ageOn('2000-02-29', '2001-02-28')).toBe(0)
    expect(ageOn('2000-02-29', '2001-03-01')).toBe(1)
    expect(ageOn('2000-02-29', '2004-02-29')).toBe(4)
  })

  it('takes today in Botswana, not on the device clock', () => {
    // 22:30 UTC on 14 June is 00:30 on 15 June in Gaborone (UTC+2).
    expect(todayInBotswana(new Date(Date.UTC(2026, 5, 14, 22, 30)))).toBe('2026-06-15')
    expect(todayInBotswana(new Date(Date.UTC(2026, 5, 14, 21, 59)))).toBe('2026-06-14')
  })

  it('agrees with the time zone database on Botswana’s date, hour by hour over years', () => {
    const gaborone = new Intl.DateTimeFormat('en-CA', {
      timeZone: BOTSWANA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    const start = Date.UTC(2024, 0, 1)
    for (let time = start; time < Date.UTC(2031, 0, 1); time += 60 * 60_000 + 7 * 60_000) {
      const instant = new Date(time)
      expect(todayInBotswana(instant), instant.toISOString()).toBe(gaborone.format(instant))
    }
  })
})

describe('age-based add-on bands', () => {
  // Each band edge: the last age of a band and the first of the next.
  const EDGES: [number, string | undefined][] = [
    [30, 'parent-0-30'],
    [31, 'parent-31-40'],
    [40, 'parent-31-40'],
    [41, 'parent-41-50'],
    [50, 'parent-41-50'],
    [51, 'parent-51-60'],
    [60, 'parent-51-60'],
    [61, 'parent-61-65'],
    [65, 'parent-61-65'],
    [66, 'parent-66-70'],
    [70, 'parent-66-70'],
    [71, 'parent-71-75'],
    [75, 'parent-71-75'],
    [76, 'parent-76-80'],
    [80, 'parent-76-80'],
    [81, 'parent-81-85'],
    [85, 'parent-81-85'],
    [86, undefined],
  ]

  it.each(EDGES)('age %i falls in %s', (age, id) => {
    expect(bandFor(PKG, 'Parent', age)?.id).toBe(id)
    // Both a birthday today and one tomorrow give the same whole age.
    for (const birth of [bornAged(age), bornAgedLate(age)]) {
      const result = quote(id ? [{ addOnId: id, dateOfBirth: birth }] : [])
      expect(result.ok).toBe(true)
    }
  })

  it.each(EDGES.filter(([, id]) => id))('prices age %i at the premium of %s', (age, id) => {
    const row = PKG.addOns.find((addOn) => addOn.id === id)!
    const result = quote([{ addOnId: id!, dateOfBirth: bornAged(age) }])
    expect(result).toMatchObject({ ok: true, quote: { monthlyTotal: 85 + row.premium } })
  })

  it.each([
    [30, 'parent-31-40', 31, 40],
    [31, 'parent-0-30', 0, 30],
    [65, 'parent-66-70', 66, 70],
    [66, 'parent-61-65', 61, 65],
    [85, 'parent-76-80', 76, 80],
  ])('refuses age %i on the band row %s, naming the band', (age, id, min, max) => {
    const result = quote([{ addOnId: id, dateOfBirth: bornAged(age) }])
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: 'addOns.0.dateOfBirth',
          message: messageText('addOn.wrongBand', { min, max, addOn: 'Parent', age }),
        },
      ],
    })
  })

  it('refuses 86, past the last band, with the add-on’s whole range', () => {
    const result = quote([{ addOnId: 'parent-81-85', dateOfBirth: bornAged(86) }])
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: 'addOns.0.dateOfBirth',
          message: 'Parent covers people aged 0 to 85, and this person is 86',
        },
      ],
    })
  })
})

describe('fixed-price add-ons', () => {
  it.each([
    ['child', 21, true],
    ['child', 22, false],
    ['student', 22, true],
    ['student', 25, true],
    ['student', 26, false],
    ['spouse', 17, false],
    ['spouse', 18, true],
    ['spouse', 65, true],
    ['spouse', 66, false],
  ] as const)('%s aged %i: allowed %s', (id, age, allowed) => {
    const result = quote([{ addOnId: id, dateOfBirth: bornAged(age) }])
    expect(result.ok).toBe(allowed)
    if (!result.ok) expect(result.errors[0]!.message).toMatch(/covers people aged \d+ to \d+/)
  })

  it('covers the member when a line has no date of birth', () => {
    expect(quote([{ addOnId: 'spouse' }]).ok).toBe(true)
    const old = priceQuote(
      PKG,
      { packageId: PKG.id, memberDateOfBirth: bornAged(70), addOns: [{ addOnId: 'spouse' }] },
      TODAY,
    )
    expect(old).toMatchObject({ ok: false, errors: [{ path: 'addOns.0.addOnId' }] })
  })
})

describe('the member', () => {
  const member = (birth: string, deductionSource?: 'payroll' | 'debit-order') =>
    priceQuote(
      PKG,
      { packageId: PKG.id, memberDateOfBirth: birth, addOns: [], deductionSource },
      TODAY,
    )

  it.each([
    [64, true],
    [65, true],
    [66, false],
    [90, false],
  ])('aged %i may pay by payroll deduction: %s', (age, allowed) => {
    for (const birth of [bornAged(age), bornAgedLate(age)]) {
      const result = member(birth, 'payroll')
      expect(result.ok, birth).toBe(allowed)
      if (!allowed) {
        expect(result).toEqual({
          ok: false,
          errors: [
            {
              path: 'deductionSource',
              message: `A member older than ${RETIREMENT_AGE} cannot pay by payroll deduction. Choose debit order`,
            },
          ],
        })
      }
    }
  })

  it('may pay by debit order, or say nothing, at any age', () => {
    expect(member(bornAged(80), 'debit-order').ok).toBe(true)
    expect(member(bornAged(80)).ok).toBe(true)
  })

  it('is 18 or older, and born in the past', () => {
    expect(member(bornAged(18)).ok).toBe(true)
    expect(member(bornAgedLate(17))).toEqual({
      ok: false,
      errors: [{ path: 'memberDateOfBirth', message: 'The member must be 18 or older' }],
    })
    expect(member('2026-06-16')).toEqual({
      ok: false,
      errors: [{ path: 'memberDateOfBirth', message: 'Date of birth must be in the past' }],
    })
  })
})

describe('the total', () => {
  it('is the package plus one line per add-on, in cents', () => {
    const result = quote([
      { addOnId: 'spouse', dateOfBirth: '1988-02-29' },
      { addOnId: 'child', dateOfBirth: '2015-01-01' },
      { addOnId: 'child', dateOfBirth: '2018-12-31' },
    ])
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.quote.lines.map((line) => [line.label, line.amount])).toEqual([
      ['Lerato', 85],
      ['Spouse', 25.5],
      ['Child', 10.1],
      ['Child', 10.1],
    ])
    // 85 + 25.5 + 10.1 + 10.1 in floats is 130.70000000000002.
    expect(result.quote.monthlyTotal).toBe(130.7)
  })

  it('reports every problem at once, each on its field', () => {
    const result = priceQuote(
      PKG,
      {
        packageId: PKG.id,
        memberDateOfBirth: bornAged(70),
        deductionSource: 'payroll',
        addOns: [
          { addOnId: 'nope', dateOfBirth: '2000-01-01' },
          { addOnId: 'child', dateOfBirth: '2030-01-01' },
          { addOnId: 'child', dateOfBirth: '2001-02-30' },
        ],
      },
      TODAY,
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((error) => error.path)).toEqual([
      'deductionSource',
      'addOns.0.addOnId',
      'addOns.1.dateOfBirth',
      'addOns.2.dateOfBirth',
    ])
  })

  it('refuses a package that is not in the catalogue', () => {
    const result = priceQuote(
      undefined,
      { packageId: 'gone', memberDateOfBirth: bornAged(40), addOns: [] },
      TODAY,
    )
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'packageId', message: 'Choose one of the packages offered' }],
    })
  })
})
