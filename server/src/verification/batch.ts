/**
 * Looks many keys up in one query instead of one query each (the DataLoader pattern).
 *
 * Why: PGlite serves one query at a time on the gateway's own thread (STACK.md, Gateway), and a
 * primary-key lookup costs far more in protocol round trip than in work. While one lookup runs,
 * the lookups that arrive queue up, and the next query takes them all at once (`code = any($1)`).
 * Under a burst of different codes the number of queries then grows with the database's speed,
 * not with the request rate; a lone request still gets its own query at once. On a PostgreSQL
 * pool it saves round trips the same way.
 */
export interface BatchLoader<V> {
  load(key: string): Promise<V>
}

type Waiter<V> = { resolve: (value: V) => void; reject: (error: unknown) => void }

/**
 * `fetch` answers the keys it found; any key it leaves out gets `missing(key)`. A failing
 * fetch fails every lookup of that batch, and only those.
 */
export function createBatchLoader<V>(
  fetch: (keys: string[]) => Promise<Map<string, V>>,
  missing: (key: string) => V,
  maxBatch = 200,
): BatchLoader<V> {
  const queue = new Map<string, Waiter<V>[]>()
  let draining = false

  async function drain() {
    try {
      while (queue.size > 0) {
        const batch = [...queue].slice(0, maxBatch)
        for (const [key] of batch) queue.delete(key)
        try {
          const found = await fetch(batch.map(([key]) => key))
          for (const [key, waiters] of batch) {
            const value = found.has(key) ? found.get(key)! : missing(key)
            for (const waiter of waiters) waiter.resolve(value)
          }
        } catch (error) {
          for (const [, waiters] of batch) for (const waiter of waiters) waiter.reject(error)
        }
      }
    } finally {
      draining = false
    }
  }

  return {
    load(key) {
      return new Promise<V>((resolve, reject) => {
        const waiters = queue.get(key)
        if (waiters) waiters.push({ resolve, reject })
        else queue.set(key, [{ resolve, reject }])
        if (!draining) {
          draining = true
          // After the current tick, so lookups made together share the first query too.
          queueMicrotask(() => void drain())
        }
      })
    },
  }
}
