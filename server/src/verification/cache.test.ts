import { describe, expect, it } from 'vitest'
import { createVerdictCache } from './cache'

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { time: 0 }
  const loads: string[] = []
  const cache = createVerdictCache<string>({
    ttlMs: options.ttlMs ?? 5_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock.time,
  })
  const get = (key: string, value = `${key}@${clock.time}`) =>
    cache.get(key, async () => {
      loads.push(key)
      return value
    })
  return { clock, loads, cache, get }
}

describe('verdict cache', () => {
  it('answers from memory until the time to live has passed', async () => {
    const { clock, loads, get } = setup()
    expect(await get('A')).toBe('A@0')
    clock.time = 4_999
    expect(await get('A')).toBe('A@0')
    clock.time = 5_000
    expect(await get('A')).toBe('A@5000')
    expect(loads).toEqual(['A', 'A'])
  })

  it('never keeps a verdict longer than 5 s, whatever it is asked', async () => {
    const { clock, get } = setup({ ttlMs: 60_000 })
    await get('A')
    clock.time = 5_000
    expect(await get('A')).toBe('A@5000')
  })

  it('shares one load among concurrent misses on a key', async () => {
    const { loads, get } = setup()
    const answers = await Promise.all([get('A'), get('A'), get('A'), get('B')])
    expect(answers).toEqual(['A@0', 'A@0', 'A@0', 'B@0'])
    expect(loads).toEqual(['A', 'B'])
  })

  it('does not remember a failed load', async () => {
    const { cache, get } = setup()
    await expect(cache.get('A', () => Promise.reject(new Error('db down')))).rejects.toThrow()
    expect(await get('A')).toBe('A@0')
  })

  it('stays within its size, dropping the oldest entry first', async () => {
    const { cache, loads, get } = setup({ maxEntries: 3 })
    for (const key of ['A', 'B', 'C', 'D']) await get(key)
    expect(cache.size).toBe(3)
    await get('B') // still cached
    await get('A') // dropped, so loaded again
    expect(loads).toEqual(['A', 'B', 'C', 'D', 'A'])
    expect(cache.size).toBe(3)
  })

  it('loads a forgotten key again, and keeps the others', async () => {
    const { cache, loads, get } = setup()
    await get('A')
    await get('B')
    cache.forget('A')
    expect(cache.peek('A')).toBeUndefined()
    expect(await get('A')).toBe('A@0')
    expect(await get('B')).toBe('B@0')
    expect(loads).toEqual(['A', 'B', 'A'])
  })

  it('keeps nothing when the time to live is 0', async () => {
    const { cache, loads, get } = setup({ ttlMs: 0 })
    await get('A')
    await get('A')
    expect(loads).toEqual(['A', 'A'])
    expect(cache.size).toBe(0)
  })
})

describe('verdict cache peek', () => {
  it('answers a fresh entry at once and nothing otherwise, without loading', async () => {
    const { clock, loads, cache, get } = setup()
    expect(cache.peek('A')).toBeUndefined()
    await get('A')
    expect(cache.peek('A')).toBe('A@0')
    clock.time = 5_000
    expect(cache.peek('A')).toBeUndefined()
    expect(loads).toEqual(['A'])
  })
})
