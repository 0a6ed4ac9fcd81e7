/**
 * A short-lived, bounded cache of verdicts (docs/design.md section 7: "a verdict may be cached for a
 * few seconds; a newly flagged product must show as flagged within 10 s").
 *
 * Why: in a QR campaign most checks hit a few codes, and PGlite answers one query at a time, so
 * without a cache every scan of a hot code queues behind the others. An entry lives `ttlMs`
 * (5 s at most here), so a product flagged in the database shows as flagged within that time
 * on every gateway process, each with its own cache. Concurrent misses on one key share one
 * load, so a burst on a cold code costs one query. The size is bounded: past `maxEntries` the
 * oldest entry goes first (entries are re-inserted on refresh, so Map order is expiry order).
 */
export interface VerdictCacheOptions {
  ttlMs: number
  maxEntries: number
  now?: () => number
}

export interface VerdictCache<T> {
  /** The cached value, or load()'s (shared with any load in flight for the same key). */
  get(key: string, load: () => Promise<T>): Promise<T>
  /** The cached value if fresh, at once (no promise): the hot path of a hit. */
  peek(key: string): T | undefined
  /**
   * Drops the key's entry: a change this gateway made (a product just registered) shows at
   * once here. A load already in flight may still store the old verdict, for one time to live.
   */
  forget(key: string): void
  readonly size: number
  clear(): void
}

export const MAX_TTL_MS = 5_000

export function createVerdictCache<T>(options: VerdictCacheOptions): VerdictCache<T> {
  const { maxEntries } = options
  const ttlMs = Math.min(options.ttlMs, MAX_TTL_MS)
  const now = options.now ?? Date.now
  const entries = new Map<string, { value: T; expires: number }>()
  const loading = new Map<string, Promise<T>>()

  function store(key: string, value: T) {
    entries.delete(key)
    if (maxEntries <= 0 || ttlMs <= 0) return
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next()
      if (oldest.done) break
      entries.delete(oldest.value)
    }
    entries.set(key, { value, expires: now() + ttlMs })
  }

  return {
    get(key, load) {
      const entry = entries.get(key)
      if (entry && entry.expires > now()) return Promise.resolve(entry.value)
      const pending = loading.get(key)
      if (pending) return pending
      const started = load().then(
        (value) => {
          loading.delete(key)
          store(key, value)
          return value
        },
        (error: unknown) => {
          loading.delete(key) // a failed load is not remembered
          throw error
        },
      )
      loading.set(key, started)
      return started
    },
    peek(key) {
      const entry = entries.get(key)
      return entry && entry.expires > now() ? entry.value : undefined
    },
    forget(key) {
      entries.delete(key)
    },
    get size() {
      return entries.size
    },
    clear() {
      entries.clear()
    },
  }
}
