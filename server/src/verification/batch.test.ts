import { describe, expect, it } from 'vitest'
import { createBatchLoader } from './batch'

function setup(maxBatch?: number) {
  const batches: string[][] = []
  let release: () => void = () => {}
  let gate = Promise.resolve()
  const loader = createBatchLoader(
    async (keys) => {
      batches.push(keys)
      await gate
      return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, `value of ${key}`]))
    },
    (key) => `no ${key}`,
    maxBatch,
  )
  const hold = () => {
    gate = new Promise((resolve) => (release = resolve))
  }
  return { loader, batches, hold, release: () => release() }
}

describe('batch loader', () => {
  it('answers lookups made together with one fetch, missing keys included', async () => {
    const { loader, batches } = setup()
    const answers = await Promise.all(['a', 'b', 'missing', 'a'].map((key) => loader.load(key)))
    expect(answers).toEqual(['value of a', 'value of b', 'no missing', 'value of a'])
    expect(batches).toEqual([['a', 'b', 'missing']])
  })

  it('queues lookups that arrive during a fetch for the next one', async () => {
    const { loader, batches, hold, release } = setup()
    hold()
    const first = loader.load('a')
    await Promise.resolve()
    await Promise.resolve()
    const later = [loader.load('b'), loader.load('c')]
    release()
    expect(await first).toBe('value of a')
    expect(await Promise.all(later)).toEqual(['value of b', 'value of c'])
    expect(batches).toEqual([['a'], ['b', 'c']])
  })

  it('splits a large queue into batches of at most maxBatch', async () => {
    const { loader, batches } = setup(2)
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((key) => loader.load(key)))
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']])
  })

  it('fails only the lookups of a failing fetch', async () => {
    let calls = 0
    const loader = createBatchLoader(
      async (keys) => {
        calls += 1
        if (calls === 1) throw new Error('database down')
        return new Map(keys.map((key) => [key, key]))
      },
      () => 'none',
    )
    await expect(loader.load('a')).rejects.toThrow('database down')
    expect(await loader.load('b')).toBe('b')
  })
})

describe('batch loader with a window', () => {
  const timing = { windowMs: 150, fullBatch: 3 }

  function windowed() {
    const batches: string[][] = []
    const loader = createBatchLoader(
      async (keys) => {
        batches.push(keys)
        return new Map(keys.map((key) => [key, key.toLowerCase()]))
      },
      () => 'none',
      200,
      timing,
    )
    return { loader, batches }
  }

  const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

  it('sends a lone lookup at the end of the turn, not after the window', async () => {
    const { loader, batches } = windowed()
    const started = performance.now()
    expect(await loader.load('A')).toBe('a')
    expect(performance.now() - started).toBeLessThan(timing.windowMs)
    expect(batches).toEqual([['A']])
  })

  it('holds lookups that follow a batch until the window has passed, in one fetch', async () => {
    const { loader, batches } = windowed()
    await loader.load('A')
    const started = performance.now()
    const first = loader.load('B')
    await nextTurn()
    const second = loader.load('C')
    await nextTurn()
    expect(batches).toEqual([['A']])
    expect(await Promise.all([first, second])).toEqual(['b', 'c'])
    expect(performance.now() - started).toBeGreaterThanOrEqual(timing.windowMs - 10)
    expect(batches).toEqual([['A'], ['B', 'C']])
  })

  it('sends a full batch at once, window or not', async () => {
    const { loader, batches } = windowed()
    await loader.load('A')
    const started = performance.now()
    const answers = await Promise.all(['B', 'C', 'D'].map((key) => loader.load(key)))
    expect(answers).toEqual(['b', 'c', 'd'])
    expect(performance.now() - started).toBeLessThan(timing.windowMs)
    expect(batches).toEqual([['A'], ['B', 'C', 'D']])
  })
})
