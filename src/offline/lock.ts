/**
 * One sender across every tab and the service worker: whoever sends holds
 * the lock, so no entry is ever sent by two senders at once.
 *
 * - Web Locks (`navigator.locks`) where the browser has them (every current engine, in pages
 *   and in workers). The browser frees the lock when its holder's tab closes, so a tab closed
 *   mid-send never blocks the others; the next holder re-sends that entry (the gateway's
 *   idempotency makes the repeat harmless).
 * - Otherwise a lease in localStorage (Safari before 15.4): the holder writes
 *   `{ owner, until }`, checks after a short settle that its own write won, and renews it while
 *   it works; a tab that dies leaves a lease that simply expires. Waiters wake on a
 *   BroadcastChannel message when the lease is freed, or when it would have expired.
 * - Neither (a worker without Web Locks): run unguarded. Only Chromium fires Background Sync
 *   in the worker, and Chromium has Web Locks, so this case does not occur in practice.
 *
 * Runs in pages and in the service worker: no DOM-only globals at module level.
 */
export const LOCK_NAME = 'scamlock-outbox-sender'
const LEASE_KEY = 'scamlock.outbox.lease'

/** The part of localStorage the lease needs (tests pass a Map-backed one). */
export interface LeaseStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

interface Lease {
  owner: string
  until: number
}

export interface LeaseOptions {
  owner?: string
  leaseMs?: number
  settleMs?: number
  now?: () => number
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function pageStorage(): LeaseStorage | undefined {
  try {
    return (globalThis as { localStorage?: LeaseStorage }).localStorage
  } catch {
    return undefined // storage disabled
  }
}

/** A lease lock on `storage`. `run(fn)` waits for the lease, runs fn, frees the lease. */
export function leaseLock(storage: LeaseStorage, options: LeaseOptions = {}) {
  const owner = options.owner ?? crypto.randomUUID()
  const leaseMs = options.leaseMs ?? 15_000
  const settleMs = options.settleMs ?? 60
  const now = options.now ?? Date.now
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(LEASE_KEY)
  const wakers = new Set<() => void>()
  if (channel) channel.onmessage = () => wakers.forEach((wake) => wake())

  const read = (): Lease | undefined => {
    try {
      const value = JSON.parse(storage.getItem(LEASE_KEY) ?? 'null') as Lease | null
      return value && typeof value.owner === 'string' ? value : undefined
    } catch {
      return undefined
    }
  }
  const write = () => storage.setItem(LEASE_KEY, JSON.stringify({ owner, until: now() + leaseMs }))

  const waitForFree = (lease: Lease) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        wakers.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, Math.min(Math.max(lease.until - now(), 50), 1_000))
      wakers.add(wake)
    })

  async function acquire() {
    for (;;) {
      const lease = read()
      if (!lease || lease.until <= now() || lease.owner === owner) {
        write()
        await sleep(settleMs)
        if (read()?.owner === owner) return
        continue
      }
      await waitForFree(lease)
    }
  }

  // Callers in one tab share the owner id, so they queue here first.
  let local: Promise<unknown> = Promise.resolve()

  async function hold<T>(fn: () => Promise<T>): Promise<T> {
    await acquire()
    const renew = setInterval(write, leaseMs / 3)
    try {
      return await fn()
    } finally {
      clearInterval(renew)
      if (read()?.owner === owner) storage.removeItem(LEASE_KEY)
      channel?.postMessage('released')
      wakers.forEach((wake) => wake())
    }
  }

  return {
    owner,
    run<T>(fn: () => Promise<T>): Promise<T> {
      const result = local.then(() => hold(fn))
      local = result.catch(() => undefined)
      return result
    },
  }
}

let fallback: ReturnType<typeof leaseLock> | undefined

/** Runs fn while holding the one sender lock. */
export async function withSenderLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks
  if (locks?.request) return locks.request(LOCK_NAME, () => fn())
  const storage = pageStorage()
  if (!storage) return fn()
  fallback ??= leaseLock(storage)
  return fallback.run(fn)
}
