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

/** A cache by the register's version, with a version the test moves and counts the reads of. */
function setupByVersion() {
  const clock = { time: 0 }
  const register = { version: 1, reads: 0, fail: false }
  let release: (() => void) | undefined
  const loads: string[] = []
  const cache = createVerdictCache<string>({
    ttlMs: 5_000,
    maxEntries: 100,
    now: () => clock.time,
    version: {
      everyMs: 1_000,
      read: async () => {
        register.reads++
        if (register.fail) throw new Error('db down')
        return register.version
      },
    },
  })
  const get = (key: string) =>
    cache.get(key, async () => {
      loads.push(key)
      const value = `${key}@v${register.version}`
      if (release === undefined) return value
      await new Promise<void>((resolve) => (release = resolve))
      return value
    })
  const holdLoads = () => (release = () => {})
  const releaseLoads = () => release?.()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { clock, register, loads, cache, get, holdLoads, releaseLoads, settle }
}

describe('verdict cache by the register version', () => {
  it('keeps a verdict past 5 s while the register has not changed', async () => {
    const { clock, loads, register, cache, get, settle } = setupByVersion()
    expect(await get('A')).toBe('A@v1')
    for (let time = 500; time <= 60_000; time += 500) {
      clock.time = time
      expect(cache.peek('A')).toBe('A@v1')
      await settle()
    }
    expect(loads).toEqual(['A'])
    // Read about once a second while requests come, not once a request.
    expect(register.reads).toBeGreaterThanOrEqual(55)
    expect(register.reads).toBeLessThanOrEqual(62)
  })

  it('drops every verdict once the version has moved, within a second of requests', async () => {
    const { clock, loads, register, cache, get, settle } = setupByVersion()
    await get('A')
    await get('B')
    register.version = 2
    clock.time = 999
    expect(cache.peek('A')).toBe('A@v1') // not read again yet
    clock.time = 1_000
    cache.peek('A') // starts a reading, answered from the cache meanwhile
    await settle()
    expect(cache.peek('A')).toBeUndefined()
    expect(await get('A')).toBe('A@v2')
    expect(await get('B')).toBe('B@v2')
    expect(loads).toEqual(['A', 'B', 'A', 'B'])
  })

  it('never answers on a reading older than 5 s: after a quiet spell it reads first', async () => {
    const { clock, register, cache, get } = setupByVersion()
    await get('A')
    register.version = 2
    clock.time = 5_001
    expect(cache.peek('A')).toBeUndefined()
    expect(await get('A')).toBe('A@v2')
  })

  it('does not store a verdict loaded while the register changed', async () => {
    const { clock, register, cache, get, holdLoads, releaseLoads, settle } = setupByVersion()
    await get('B') // the first reading
    holdLoads()
    const inFlight = get('A')
    await settle()
    register.version = 2
    clock.time = 1_000
    cache.peek('B')
    await settle()
    releaseLoads()
    await inFlight
    expect(cache.peek('A')).toBeUndefined()
  })

  it('fails the request, and stores nothing, when the version cannot be read', async () => {
    const { clock, register, cache, get } = setupByVersion()
    register.fail = true
    await expect(get('A')).rejects.toThrow('db down')
    register.fail = false
    clock.time = 100
    expect(await get('A')).toBe('A@v1')
    expect(cache.size).toBe(1)
  })
})
