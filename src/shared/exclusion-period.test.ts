/**
 * The dates of an exclusion (docs/decisions.md, "Exclusion periods"): the day before the same
 * date a period later; the last day of the month where that date does not exist, so that an
 * exclusion never lasts less than its period; an extension a whole period from the day after.
 */
import { describe, expect, it } from 'vitest'
import { dayAfter, EXCLUSION_PERIODS, extendedEnd, longDate, periodEnd } from './exclusion-period'

describe('periodEnd', () => {
  it('ends the day before the same date a period later', () => {
    expect(periodEnd('2027-03-03', 'P1Y')).toBe('2028-03-02')
    expect(periodEnd('2027-03-03', 'P6M')).toBe('2027-09-02')
    expect(periodEnd('2027-03-03', 'P2Y')).toBe('2029-03-02')
    expect(periodEnd('2027-03-03', 'P5Y')).toBe('2032-03-02')
  })

  it('crosses the year and the first of a month', () => {
    expect(periodEnd('2027-09-01', 'P6M')).toBe('2028-02-29')
    expect(periodEnd('2027-01-01', 'P1Y')).toBe('2027-12-31')
    expect(periodEnd('2027-07-01', 'P6M')).toBe('2027-12-31')
  })

  it('ends on the last day of the month where the same date does not exist', () => {
    // 31 August + 6 months: no 31 February. 2028 is a leap year, 2029 is not.
    expect(periodEnd('2027-08-31', 'P6M')).toBe('2028-02-29')
    expect(periodEnd('2028-08-31', 'P6M')).toBe('2029-02-28')
    expect(periodEnd('2027-08-30', 'P6M')).toBe('2028-02-29')
    expect(periodEnd('2027-08-29', 'P6M')).toBe('2028-02-28')
    // 29 February a year on: no 29 February 2029.
    expect(periodEnd('2028-02-29', 'P1Y')).toBe('2029-02-28')
    expect(periodEnd('2028-02-29', 'P2Y')).toBe('2030-02-28')
    expect(periodEnd('2027-03-31', 'P6M')).toBe('2027-09-30')
  })

  it('never lasts less than its period, from any day of four years', () => {
    const start = Date.UTC(2027, 0, 1)
    for (let day = 0; day < 4 * 366; day += 1) {
      const from = new Date(start + day * 86_400_000).toISOString().slice(0, 10)
      for (const period of EXCLUSION_PERIODS) {
        const end = periodEnd(from, period)
        const months = { P6M: 6, P1Y: 12, P2Y: 24, P5Y: 60 }[period]
        const [y, m, d] = from.split('-').map(Number) as [number, number, number]
        // The same date a period later, rolled over if it does not exist: the end is before it.
        const rolled = new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10)
        expect(end < rolled || dayAfter(end) === rolled, `${from} ${period}`).toBe(true)
        // ... and at most 3 days short of the same day number a period later.
        const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).toISOString().slice(0, 10)
        expect(end <= lastDay, `${from} ${period}`).toBe(true)
      }
    }
  })

  it('refuses what is not a date', () => {
    expect(() => periodEnd('2027-02-30', 'P1Y')).toThrow(RangeError)
  })
})

describe('extendedEnd', () => {
  it('adds a whole period from the day after the current end', () => {
    expect(extendedEnd('2028-03-02', 'P1Y')).toBe('2029-03-02')
    expect(extendedEnd('2028-02-29', 'P6M')).toBe('2028-08-31')
    expect(extendedEnd('2027-12-31', 'P6M')).toBe('2028-06-30')
  })

  it('always moves the end later', () => {
    for (const end of ['2027-01-31', '2028-02-28', '2028-02-29', '2027-12-31']) {
      for (const period of EXCLUSION_PERIODS) expect(extendedEnd(end, period) > end).toBe(true)
    }
  })
})

describe('longDate', () => {
  it('says the day in words, whatever the device’s time zone', () => {
    expect(longDate('2027-03-03', 'en-GB')).toBe('3 March 2027')
    expect(longDate('2028-03-02', 'en-GB')).toBe('2 March 2028')
    expect(longDate('2027-03-03', 'fr')).toBe('3 mars 2027')
  })
})
