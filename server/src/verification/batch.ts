/**
 * Looks many keys up in one query instead of one query each (the DataLoader pattern).
 *
 * Why: PGlite serves one query at a time on the gateway's own thread, and a
 * query costs far more in fixed overhead (about half a millisecond) than in work per key. While
 * one lookup runs, the lookups that arrive queue up, and the next query takes them all at once
 * (`code = any($1)`). On a PostgreSQL pool it saves round trips the same way.
 *
 * When a batch goes (BatchTiming): by default after the current tick, so lookups made together
 * share the first query. For lookups made by requests that is not enough: Node runs each
 * socket's callback, microtasks included, before it reads the next socket, and PGlite answers
 * within those microtasks, so every request would get a query of its own. A window then holds
 * the batch, like Nagle's algorithm: a lookup after a quiet spell goes out at the end of the
 * event loop's turn, but while lookups keep coming, at most one batch starts per window, and
 * a full batch goes at once. Under a burst of different keys (a campaign's long tail, or every
 * key when the cache has just expired) the number of queries is then bounded by the clock and
 * the batch size, not by the request rate.
 */
export interface BatchLoader<V> {
  load(key: string): Promise<V>
}

export interface BatchTiming {
  /** At least this long between the starts of two batches; 0: after the current tick. */
  windowMs: number
  /** A batch goes at once, window or not, when this many keys wait. */
  fullBatch: number
}

const NEXT_TICK: BatchTiming = { windowMs: 0, fullBatch: Infinity }

type Waiter<V> = { resolve: (value: V) => void; reject: (error: unknown) => void }

/**
 * `fetch` answers the keys it found; any key it leaves out gets `missing(key)`. A failing
 * fetch fails every lookup of that batch, and only those.
 */
export function createBatchLoader<V>(
  fetch: (keys: string[]) => Promise<Map<string, V>>,
  missing: (key: string) => V,
  maxBatch = 200,
  timing: BatchTiming = NEXT_TICK,
): BatchLoader<V> {
  const queue = new Map<string, Waiter<V>[]>()
  let running = false
  // Set while a start is arranged: calling it calls that start off.
  let cancel: (() => void) | undefined
  let lastStart = -Infinity

  async function drain() {
    running = true
    lastStart = performance.now()
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
      running = false
    }
  }

  function start() {
    cancel = undefined
    void drain()
  }

  function arrange() {
    if (timing.windowMs <= 0) {
      queueMicrotask(start)
      cancel = () => {}
      return
    }
    const wait = lastStart + timing.windowMs - performance.now()
    if (wait <= 0) {
      const handle = setImmediate(start)
      cancel = () => clearImmediate(handle)
    } else {
      const handle = setTimeout(start, wait)
      cancel = () => clearTimeout(handle)
    }
  }

  return {
    load(key) {
      return new Promise<V>((resolve, reject) => {
        const waiters = queue.get(key)
        if (waiters) waiters.push({ resolve, reject })
        else queue.set(key, [{ resolve, reject }])
        if (running) return // the running drain takes it next
        if (queue.size >= timing.fullBatch) {
          cancel?.()
          start()
        } else if (!cancel) arrange()
      })
    },
  }
}
