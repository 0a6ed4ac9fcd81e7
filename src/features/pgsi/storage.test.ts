import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  PGSI_KEPT_KEY,
  PGSI_LEGACY_KEY,
  PGSI_SESSION_KEY,
  forgetPrivateData,
} from '../../drafts/private-data'
import { clearAnswers, loadAnswers, saveAnswers } from './storage'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('quiz answer storage', () => {
  it('keeps answers for this tab only by default', () => {
    saveAnswers({ q1: 'often', q9: 'never' }, false)
    expect(JSON.parse(sessionStorage.getItem(PGSI_SESSION_KEY)!)).toEqual({
      q1: 'often',
      q9: 'never',
    })
    expect(localStorage.length).toBe(0)
    expect(loadAnswers()).toEqual({ answers: { q1: 'often', q9: 'never' }, keep: false })
  })

  it('keeps them on the device only when asked, and moves them back when not', () => {
    saveAnswers({ q1: 'often' }, true)
    expect(sessionStorage.getItem(PGSI_SESSION_KEY)).toBeNull()
    expect(loadAnswers()).toEqual({ answers: { q1: 'often' }, keep: true })
    saveAnswers({ q1: 'often' }, false)
    expect(localStorage.getItem(PGSI_KEPT_KEY)).toBeNull()
    expect(loadAnswers()).toEqual({ answers: { q1: 'often' }, keep: false })
  })

  it('moves answers an older version kept on the device to this tab', () => {
    localStorage.setItem(PGSI_LEGACY_KEY, '{"q2":"always"}')
    expect(loadAnswers()).toEqual({ answers: { q2: 'always' }, keep: false })
    expect(localStorage.getItem(PGSI_LEGACY_KEY)).toBeNull()
    expect(sessionStorage.getItem(PGSI_SESSION_KEY)).toBe('{"q2":"always"}')
  })

  it('reads nothing when nothing is stored', () => {
    expect(loadAnswers()).toEqual({ answers: {}, keep: false })
  })

  it.each([
    ['not JSON', '{q1:'],
    ['an unknown answer', '{"q1":"maybe"}'],
    ['an unknown question', '{"q10":"never"}'],
    ['an array', '["never"]'],
    ['a number', '7'],
    ['null', 'null'],
  ])('ignores %s', (_name, raw) => {
    sessionStorage.setItem(PGSI_SESSION_KEY, raw)
    localStorage.setItem(PGSI_KEPT_KEY, raw)
    expect(loadAnswers()).toEqual({ answers: {}, keep: false })
  })

  it('clears the stored answers, and Quick exit removes them wherever they are', () => {
    saveAnswers({ q1: 'often' }, false)
    clearAnswers()
    expect(sessionStorage.getItem(PGSI_SESSION_KEY)).toBeNull()
    saveAnswers({ q2: 'always' }, true)
    forgetPrivateData()
    expect(localStorage.getItem(PGSI_KEPT_KEY)).toBeNull()
    expect(loadAnswers()).toEqual({ answers: {}, keep: false })
  })

  it('keeps working when storage is disabled', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => saveAnswers({ q1: 'often' }, true)).not.toThrow()
    expect(loadAnswers()).toEqual({ answers: {}, keep: false })
  })
})
