/**
 * A bounded cache of verdicts (docs/design.md section 7: "a verdict may be cached for a few
 * seconds; a newly flagged product must show as flagged within 10 s").
 *
 * Why: in a QR campaign most checks hit a few codes, and PGlite answers one query at a time, so
 * without a cache every scan of a hot code queues behind the others. Concurrent misses on one
 * key share one load, so a burst on a cold code costs one query. The size is bounded: past
 * `maxEntries` the oldest entry goes first (Map order is the order of storing).
 *
 * How long a verdict is kept, two ways:
 * - By time alone: an entry lives `ttlMs` (5 s at most), so a change in the database shows
 *   within that time on every gateway process, each with its own cache.
 * - By the register's version (`version`, the products register: db migration 013): an entry
 *   lives while the register has not changed. The version is read again at most every
 *   `everyMs` while requests come, and the whole cache is dropped when it moved. No answer
 *   rests on a reading older than `ttlMs`: past it, the next request waits for a new one.
 *   A verdict is then never more than `ttlMs` behind the database, as by time, but a
 *   campaign's long tail of codes is read once, not every 5 s: a third of product/check's
 *   time went to reading those codes again (docs/design.md section 7, the gateway bar).
 */
export interface VerdictCacheOptions<T = unknown> {
  ttlMs: number
  maxEntries: number
  now?: () => number
  version?: RegisterVersion
  /**
   * When a value goes stale by itself, whatever the register does (a product's expiry date
   * passing): its entry lives until then at most. Undefined: no such moment.
   */
  until?: (value: T) => number | undefined
}

export interface RegisterVersion {
  /** The register's version: any committed change gives another value. */
  read(): Promise<unknown>
  /** Read at most this often while requests come (well within ttlMs). */
  everyMs: number
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

export function createVerdictCache<T>(options: VerdictCacheOptions<T>): VerdictCache<T> {
  const { maxEntries, version, until } = options
  const ttlMs = Math.min(options.ttlMs, MAX_TTL_MS)
  const now = options.now ?? Date.now
  // By time: when each entry expires. By version: unused (entries last until a change).
  const entries = new Map<string, { value: T; expires: number }>()
  const loading = new Map<string, Promise<T>>()
  // By version: the last value read, when its reading started, and the reading in flight.
  // A load stores its value only if no change was seen while it ran (`generation`).
  let seen: unknown
  let confirmedAt = -Infinity
  let lastReading = -Infinity
  let reading: Promise<void> | undefined
  let generation = 0

  function store(key: string, value: T) {
    entries.delete(key)
    if (maxEntries <= 0 || ttlMs <= 0) return
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next()
      if (oldest.done) break
      entries.delete(oldest.value)
    }
    const expires = version ? Infinity : now() + ttlMs
    entries.set(key, { value, expires: Math.min(expires, until?.(value) ?? Infinity) })
  }

  function readVersion(register: RegisterVersion): Promise<void> {
    if (reading) return reading
    const started = (lastReading = now())
    reading = register.read().then(
      (value) => {
        reading = undefined
        if (value !== seen) {
          // Loads in flight may have read the register before the change: later requests
          // start their own, and those loads store nothing.
          seen = value
          entries.clear()
          loading.clear()
          generation++
        }
        confirmedAt = Math.max(confirmedAt, started)
      },
      (error: unknown) => {
        reading = undefined
        throw error
      },
    )
    return reading
  }

  /** The entry's value when it may be answered now; by version, reads it again when due. */
  function fresh(key: string): T | undefined {
    const time = now()
    if (version) {
      if (time - confirmedAt > ttlMs) return undefined
      if (time - lastReading >= version.everyMs) readVersion(version).catch(() => {})
    }
    const entry = entries.get(key)
    return entry && entry.expires > time ? entry.value : undefined
  }

  function lookup(key: string, load: () => Promise<T>): Promise<T> {
    const cached = fresh(key)
    if (cached !== undefined) return Promise.resolve(cached)
    const pending = loading.get(key)
    if (pending) return pending
    const loadedIn = generation
    const settle = () => {
      if (loading.get(key) === started) loading.delete(key)
    }
    const started: Promise<T> = load().then(
      (value) => {
        settle()
        if (generation === loadedIn) store(key, value)
        return value
      },
      (error: unknown) => {
        settle() // a failed load is not remembered
        throw error
      },
    )
    loading.set(key, started)
    return started
  }

  return {
    get(key, load) {
      // A reading older than the time to live: wait for a new one, shared by every request.
      if (version && ttlMs > 0 && now() - confirmedAt > ttlMs) {
        return readVersion(version).then(() => lookup(key, load))
      }
      return lookup(key, load)
    },
    peek: fresh,
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
