import { describe, expect, it } from 'vitest'
import { ageOn, parseIsoDate } from './age'

describe('reading a date of birth', () => {
  it.each([
    ['2020-01-31', { year: 2020, month: 1, day: 31 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['0001-12-31', { year: 1, month: 12, day: 31 }],
  ])('reads %s', (text, date) => {
    expect(parseIsoDate(text)).toEqual(date)
  })

  it.each([
    '',
    '2023-02-29', // not a leap year
    '1900-02-29', // a century that is not one either
    '2020-04-31',
    '2020-13-01',
    '2020-00-10',
    '2020-01-00',
    '0000-01-01',
    '2020-1-01',
    '2020-01-1',
    '20200-01-01',
    ' 2020-01-01',
    '2020-01-01 ',
    '2020-01-01\n',
    '2020/01/01',
    '2020-0a-01',
    '+020-01-01',
    '-020-01-01',
    '2020-01-+1',
    '２０２０-01-01', // full-width digits
    '٢٠٢٠-01-01', // Arabic-Indic digits
  ])('refuses %j', (text) => {
    expect(parseIsoDate(text)).toBeUndefined()
  })
})

describe('an age on a day', () => {
  it('counts whole years, the birthday included, and the same day read twice', () => {
    expect(ageOn('1980-06-15', '2026-06-14')).toBe(45)
    expect(ageOn('1980-06-15', '2026-06-15')).toBe(46)
    expect(ageOn('1990-01-01', '2026-06-15')).toBe(36)
    expect(ageOn('2024-02-29', '2025-02-28')).toBe(0)
    expect(ageOn('2024-02-29', '2025-03-01')).toBe(1)
  })

  it('refuses a day that is not a date, even after a good one', () => {
    expect(ageOn('1980-06-15', '2026-06-15')).toBe(46)
    expect(() => ageOn('1980-06-15', '2026-02-30')).toThrow(RangeError)
    expect(() => ageOn('1980-13-15', '2026-06-15')).toThrow(RangeError)
  })
})
