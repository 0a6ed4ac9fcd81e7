import { describe, expect, it } from 'vitest'
import { dayInWords } from './date-words'

describe('dayInWords', () => {
  it('writes a calendar day in words in each language, whatever the time zone', () => {
    expect(dayInWords('2027-06-01', 'en')).toBe('1 June 2027')
    expect(dayInWords('2027-06-01', 'fr')).toBe('1 juin 2027')
    expect(dayInWords('2027-06-01', 'ts')).toBe('1 Seetebosigo 2027')
    expect(dayInWords('2027-12-31', 'ts')).toBe('31 Sedimonthole 2027')
    // No data for Sekgalagadi: English as used in Botswana.
    expect(dayInWords('2027-01-09', 'kga')).toBe('9 January 2027')
    expect(dayInWords('June 2027', 'en')).toBe('')
  })
})
