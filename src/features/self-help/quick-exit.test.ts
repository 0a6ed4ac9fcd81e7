import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShiftCounter } from './quick-exit'

const shift = { key: 'Shift', shiftKey: false }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setup() {
  const counts: number[] = []
  const exit = vi.fn()
  const counter = createShiftCounter((count) => counts.push(count), exit, 5000)
  return { counts, exit, counter }
}

describe('the Shift-three-times shortcut', () => {
  it('leaves on the third press of Shift on its own', () => {
    const { counts, exit, counter } = setup()
    counter.keyup(shift)
    counter.keyup(shift)
    expect(exit).not.toHaveBeenCalled()
    counter.keyup(shift)
    expect(exit).toHaveBeenCalledOnce()
    expect(counts).toEqual([1, 2, 0])
  })

  it('starts again after the timeout between presses', () => {
    const { counts, exit, counter } = setup()
    counter.keyup(shift)
    counter.keyup(shift)
    vi.advanceTimersByTime(5001)
    counter.keyup(shift)
    expect(exit).not.toHaveBeenCalled()
    expect(counts).toEqual([1, 2, 0, 1])
  })

  it('gives each press its own time limit', () => {
    const { exit, counter } = setup()
    counter.keyup(shift)
    vi.advanceTimersByTime(4000)
    counter.keyup(shift)
    vi.advanceTimersByTime(4000)
    counter.keyup(shift)
    expect(exit).toHaveBeenCalledOnce()
  })

  it('starts again when another key comes between', () => {
    const { exit, counter } = setup()
    counter.keyup(shift)
    counter.keyup(shift)
    counter.keyup({ key: 'a', shiftKey: false })
    counter.keyup(shift)
    expect(exit).not.toHaveBeenCalled()
  })

  it('ignores Shift used as a modifier (typing capitals)', () => {
    const { exit, counter } = setup()
    for (let i = 0; i < 3; i++) {
      counter.keyup({ key: 'A', shiftKey: true })
      counter.keyup(shift)
    }
    expect(exit).not.toHaveBeenCalled()
  })
})
