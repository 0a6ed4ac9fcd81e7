import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/envelope'
import { containsPattern, maskName, searchable, today } from './text'

describe('maskName', () => {
  it('keeps each first letter and stars the rest, one per letter', () => {
    expect(maskName('Thato Mosweu')).toBe('T**** M*****')
    expect(maskName('  Mpho   Kgosi ')).toBe('M*** K****')
    expect(maskName('Mary-Jane Ó Briain')).toBe('M***-J*** Ó B*****')
    expect(maskName('Tšhiamo')).toBe('T******')
  })
})

describe('containsPattern', () => {
  it('lower-cases, collapses spaces and escapes like wildcards', () => {
    expect(containsPattern('  North   EAST ')).toBe('%north east%')
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})

describe('searchable', () => {
  it('refuses a NUL character with a 400 naming the field', () => {
    expect(searchable('maun', 'query')).toBe('maun')
    expect(() => searchable('ma\u0000un', 'query')).toThrow(ApiError)
  })
})

describe('today', () => {
  it('is the date in Botswana (UTC+2)', () => {
    expect(today(Date.UTC(2026, 2, 31, 21, 59))).toBe('2026-03-31')
    expect(today(Date.UTC(2026, 2, 31, 22, 0))).toBe('2026-04-01')
  })
})
