/**
 * Runs one verification at a time for a form and keeps its answer.
 *
 * - A new check clears the previous answer first, so an old verdict is never shown beside
 *   new input, and aborts a check still running (its answer would be stale).
 * - A failure (network, timeout, 4xx) is already in the message dialog, put there by the
 *   gateway client; the form keeps what the user typed, so there is nothing else to do here.
 * - A verdict goes into the device's history (kind, input, verdict, time), when `record`
 *   gives an entry.
 * - Leaving the page aborts a running check (no state update after unmount, no dialog).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { addToHistory, type HistoryEntry } from '../history'

export interface Check<Result> {
  result: Result | undefined
  /** True while a check runs. */
  pending: boolean
  /** True when the last check ended without an answer (its message is in the dialog). */
  failed: boolean
  run: (
    call: (signal: AbortSignal) => Promise<Result>,
    record?: (result: Result) => Omit<HistoryEntry, 'at'> | undefined,
  ) => Promise<void>
}

export function useCheck<Result>(): Check<Result> {
  const [result, setResult] = useState<Result>()
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const current = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => current.current?.abort(), [])

  const run = useCallback<Check<Result>['run']>(async (call, record) => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    setResult(undefined)
    setFailed(false)
    setPending(true)
    try {
      const answer = await call(controller.signal)
      if (controller.signal.aborted) return
      setResult(answer)
      const entry = answer ? record?.(answer) : undefined
      if (entry) addToHistory(entry)
    } catch {
      // Shown by the client's message dialog; what was typed stays in the form.
      if (!controller.signal.aborted) setFailed(true)
    } finally {
      if (current.current === controller) setPending(false)
    }
  }, [])

  return { result, pending, failed, run }
}
