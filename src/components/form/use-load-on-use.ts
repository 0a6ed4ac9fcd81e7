/**
 * What a form loads on first use and waits for on submit (its checks): started by `prepare` (a
 * first focus), awaited by `load`, fetched once, and again after a failure (offline before the
 * service worker had cached it).
 */
import { useCallback, useRef } from 'react'

export function useLoadOnUse<T>(fetchOnce: () => Promise<T>) {
  const loading = useRef<Promise<T>>(undefined)
  const load = useCallback(() => {
    loading.current ??= fetchOnce().catch((error: unknown) => {
      loading.current = undefined // offline before it was cached: tried again next time
      throw error
    })
    return loading.current
  }, [fetchOnce])
  /** Starts loading, so that a submit does not wait for it. */
  const prepare = useCallback(() => void load().catch(() => undefined), [load])
  return { load, prepare }
}
