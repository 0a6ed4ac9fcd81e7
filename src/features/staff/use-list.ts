/**
 * One page of a staff list, fetched again whenever its request (filters, page) changes or
 * `reload` is called. An answer for a request that has since changed is dropped, so a slow
 * answer never replaces a newer one. Failures are already in the message dialog.
 */
import { useCallback, useEffect, useState } from 'react'
import type { ListResult } from '../../gateway/client'

export function useList<T, R>(load: (request: R) => Promise<ListResult<T>>, request: R) {
  const [result, setResult] = useState<ListResult<T>>()
  const [version, setVersion] = useState(0)
  const key = JSON.stringify(request)

  useEffect(() => {
    let current = true
    load(JSON.parse(key) as R).then(
      (answer) => {
        if (current) setResult(answer)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [load, key, version])

  const reload = useCallback(() => setVersion((n) => n + 1), [])
  return { result, reload }
}
