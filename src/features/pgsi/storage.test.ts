import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEY, clearAnswers, loadAnswers, saveAnswers } from './storage'

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('quiz answer storage', () => {
  it('round-trips answers under pgsi-answers', () => {
    saveAnswers({ q1: 'often', q9: 'never' })
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual({ q1: 'often', q9: 'never' })
    expect(loadAnswers()).toEqual({ q1: 'often', q9: 'never' })
  })

  it('reads nothing when nothing is stored', () => {
    expect(loadAnswers()).toEqual({})
  })

  it.each([
    ['not JSON', '{q1:'],
    ['an unknown answer', '{"q1":"maybe"}'],
    ['an unknown question', '{"q10":"never"}'],
    ['an array', '["never"]'],
    ['a number', '7'],
    ['null', 'null'],
  ])('ignores %s', (_name, raw) => {
    localStorage.setItem(STORAGE_KEY, raw)
    expect(loadAnswers()).toEqual({})
  })

  it('clears the stored answers, and saving none removes the key', () => {
    saveAnswers({ q1: 'often' })
    clearAnswers()
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
    saveAnswers({ q2: 'always' })
    saveAnswers({})
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('keeps working when storage is disabled', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => saveAnswers({ q1: 'often' })).not.toThrow()
    expect(loadAnswers()).toEqual({})
  })
})
