import { describe, expect, it } from 'vitest'
import { leaseLock, withSenderLock, type LeaseStorage } from './lock'

function memoryStorage(): LeaseStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the localStorage lease (the fallback where there are no Web Locks)', () => {
  it('lets one tab at a time hold it, and every tab gets its turn', async () => {
    const storage = memoryStorage()
    const tabs = [leaseLock(storage, { settleMs: 5 }), leaseLock(storage, { settleMs: 5 })]
    let inside = 0
    let most = 0
    const ran: string[] = []
    const work = (name: string) => async () => {
      inside += 1
      most = Math.max(most, inside)
      await sleep(20)
      ran.push(name)
      inside -= 1
    }
    await Promise.all([
      tabs[0]!.run(work('a1')),
      tabs[1]!.run(work('b1')),
      tabs[0]!.run(work('a2')),
      tabs[1]!.run(work('b2')),
    ])
    expect(most).toBe(1)
    expect(ran.sort()).toEqual(['a1', 'a2', 'b1', 'b2'])
    expect(storage.getItem('scamlock.outbox.lease')).toBeNull()
  })

  it('takes over a lease its holder left behind once it expires (a closed tab)', async () => {
    const storage = memoryStorage()
    storage.setItem(
      'scamlock.outbox.lease',
      JSON.stringify({ owner: 'dead-tab', until: Date.now() + 100 }),
    )
    const started = Date.now()
    await leaseLock(storage, { settleMs: 5 }).run(async () => undefined)
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
  })

  it('frees the lease when the work fails', async () => {
    const storage = memoryStorage()
    const lock = leaseLock(storage, { settleMs: 5 })
    await expect(lock.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(storage.getItem('scamlock.outbox.lease')).toBeNull()
    await expect(lock.run(async () => 'next')).resolves.toBe('next')
  })
})

describe('withSenderLock', () => {
  it('uses Web Locks when the browser has them', async () => {
    const names: string[] = []
    const locks = {
      request: (name: string, fn: () => Promise<unknown>) => {
        names.push(name)
        return fn()
      },
    }
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
    try {
      await expect(withSenderLock(async () => 42)).resolves.toBe(42)
      expect(names).toEqual(['scamlock-outbox-sender'])
    } finally {
      Reflect.deleteProperty(navigator, 'locks')
    }
  })

  it('falls back to the lease without them', async () => {
    expect('locks' in navigator).toBe(false)
    await expect(withSenderLock(async () => 'leased')).resolves.toBe('leased')
  })
})
