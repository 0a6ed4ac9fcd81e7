import { describe, expect, it } from 'vitest'
import { SAMPLE_SCHEMES } from '../../../server/src/insurance/seed-data'
import { computeQuote, dateFromParts } from './quote-form'
import { EMPTY_DATE, type QuoteForm } from './quote-fields'

const TODAY = '2026-06-15'
const date = (day: string, month: string, year: string) => ({ day, month, year })

const form = (change: Partial<QuoteForm> = {}): QuoteForm => ({
  packageId: 'poloko-lerato',
  member: date('1', '2', '1980'),
  deduction: '',
  people: [],
  ...change,
})

describe('dateFromParts', () => {
  it.each([
    [EMPTY_DATE, 'Enter the date of birth'],
    [date('1', '', '1980'), 'Date of birth must include a day, a month and a year'],
    [date('31', '2', '1980'), 'Date of birth must be a real date'],
    [date('1', '2', '80'), 'Date of birth must be a real date'],
    [date('a', '2', '1980'), 'Date of birth must be a real date'],
    [date('1', '2', '1899'), 'Date of birth must be in 1900 or later'],
  ])('%o: %s', (parts, message) => {
    expect(dateFromParts(parts)).toEqual({ error: message })
  })

  it('pads the day and month', () => {
    expect(dateFromParts(date(' 7 ', '3', '1985'))).toEqual({ iso: '1985-03-07' })
  })
})

describe('computeQuote', () => {
  it('prices a family of four, picking each band from the age', () => {
    const view = computeQuote(
      form({
        people: [
          { key: 1, addOn: 'Spouse', birth: date('2', '4', '1988') },
          { key: 2, addOn: 'Child', birth: date('30', '9', '2014') },
          { key: 3, addOn: 'Parent or parent-in-law', birth: date('1', '1', '1962') },
        ],
      }),
      SAMPLE_SCHEMES,
      TODAY,
    )
    expect(view.errors).toEqual({})
    expect(view.quote?.lines.map((line) => [line.id, line.amount])).toEqual([
      ['poloko-lerato', 85],
      ['poloko-lerato-spouse', 27],
      ['poloko-lerato-child', 14],
      ['poloko-lerato-parent-61-65', 42.5],
    ])
    expect(view.quote?.monthlyTotal).toBe(168.5)
  })

  it('puts each refusal on its field, and gives no total until all is well', () => {
    const view = computeQuote(
      form({
        member: date('1', '1', '1950'),
        deduction: 'payroll',
        people: [
          { key: 7, addOn: 'Child', birth: date('1', '1', '2000') },
          { key: 9, addOn: '', birth: date('1', '1', '2020') },
          { key: 11, addOn: 'Parent or parent-in-law', birth: date('1', '1', '1930') },
        ],
      }),
      SAMPLE_SCHEMES,
      TODAY,
    )
    expect(view.quote).toBeUndefined()
    expect(view.errors).toEqual({
      'quote-deduction':
        'A member older than 65 cannot pay by payroll deduction. Choose debit order',
      'quote-person-7-birth': 'Child covers people aged 0 to 21, and this person is 26',
      'quote-person-9-addon': 'Choose what covers this person',
      'quote-person-11-birth':
        'Parent or parent-in-law covers people aged 0 to 85, and this person is 96',
    })
  })

  it('asks for a package first', () => {
    expect(computeQuote(form({ packageId: '' }), SAMPLE_SCHEMES, TODAY).errors).toEqual({
      'quote-package': 'Choose a package',
    })
  })
})
