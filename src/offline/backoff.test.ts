import { describe, expect, it } from 'vitest'
import { backoffCeilingMs, backoffMs } from './backoff'

describe('backoff', () => {
  it('doubles from 2 s and stops at 300 s', () => {
    expect([1, 2, 3, 8, 9, 20, 1000].map(backoffCeilingMs)).toEqual(
      [2, 4, 8, 256, 300, 300, 300].map((s) => s * 1000),
    )
  })

  it('jitters between half the ceiling and the ceiling', () => {
    expect(backoffMs(3, () => 0)).toBe(4000)
    expect(backoffMs(3, () => 0.999999)).toBe(8000)
    for (let i = 0; i < 200; i++) {
      const wait = backoffMs(12)
      expect(wait).toBeGreaterThanOrEqual(150_000)
      expect(wait).toBeLessThanOrEqual(300_000)
    }
  })
})
