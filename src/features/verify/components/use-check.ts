/**
 * Runs one verification at a time for a form and keeps its answer.
 *
 * - A new check clears the previous answer first, so an old verdict is never shown beside
 *   new input, and aborts a check still running (its answer would be stale). `clear` does the
 *   same without a new check: the forms call it on every submit, valid or not, and on every
 *   edit, so a verdict never stays beside an input it does not belong to.
 * - Offline, nothing is sent: the device knows it has no connection (`navigator.onLine` is
 *   false only when there is certainly none), so the page says so itself instead of waiting
 *   for a "Network Error" dialog, and offers to run the check when the device is back online.
 * - A product or caller check asked offline is kept with the recent checks as `waiting`
 *   (`queue`): the page says what the copy of the register on this device knows of it
 *   (QueuedCheck.tsx) and shows the gateway's answer when the check is run, by this page or
 *   after the app was closed and opened again (waiting-checks.ts).
 * - A failure (network, timeout, 4xx) is already in the message dialog, put there by the
 *   gateway client (src/gateway/errors.ts); the form keeps what the user typed. A check the person
 *   cancelled from the loading overlay is neither a failure nor a verdict.
 * - A verdict goes into the device's history (kind, input, verdict, time), when `record`
 *   gives an entry.
 * - Leaving the page aborts a running check (no state update after unmount, no dialog).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { GatewayErrorKind } from '../../../gateway/gateway-error'
import { onWaitingAnswered, type Queued, type WaitingResult } from '../background'
import { addToHistory, removeFromHistory, type HistoryEntry } from '../history'

type Call<Result> = (signal: AbortSignal) => Promise<Result>
type Record<Result> = (result: Result) => Omit<HistoryEntry, 'at'> | undefined

/**
 * `offline`: asked while offline, nothing sent; `waiting`: it runs when this page is online
 * again; `queued`: kept with the recent checks, it runs when the device is online, page or not;
 * `unreachable`: the same, for a check whose request found no network although the device
 * said it was online (a signal too weak to carry it; the client's dialog said so too).
 */
export type OfflineState = 'offline' | 'waiting' | 'queued' | 'unreachable' | undefined

/** A check that can wait with the recent checks: what it is, and its answer as the page's. */
export interface Queue<Result> extends Queued {
  fromAnswer: (answer: WaitingResult) => Result | undefined
}

export interface Check<Result> {
  result: Result | undefined
  /** True when the last check ended without an answer (its message is in the dialog). */
  failed: boolean
  /** True when the person cancelled the last check (from the loading overlay or offline). */
  cancelled: boolean
  offline: OfflineState
  /** The check kept with the recent checks, while it waits (`offline` is `queued`). */
  queued: Queued | undefined
  run: (call: Call<Result>, record?: Record<Result>, queue?: Queue<Result>) => Promise<void>
  /** Forgets the answer and any check held for later, and aborts one still running. */
  clear: () => void
  /** `clear`, said to be the person's choice: `cancelled` is then true. */
  cancel: () => void
  /** Runs the check held while offline as soon as the device is back online. */
  checkWhenOnline: () => void
  /**
   * Offline before the form could check its input (its schema not yet on this device): says
   * so like an offline check, and `retry` (the form submitted again) is what runs once online.
   */
  holdUntilOnline: (retry: () => void) => void
}

/**
 * A call cancelled from the loading overlay ends in the client's GatewayError of kind
 * 'aborted'. Read by its `kind` rather than `instanceof`, so that a check page's first load
 * does not carry the error class (0.8 KiB) for this one question (docs/design.md section 7).
 */
const wasCancelled = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { kind?: GatewayErrorKind }).kind === 'aborted'

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/** No answer came for want of a network: the client's GatewayError of kind network or timeout. */
const noSignal = (error: unknown) => {
  const kind = (error as { kind?: GatewayErrorKind } | null)?.kind
  return kind === 'network' || kind === 'timeout'
}

export function useCheck<Result>(): Check<Result> {
  const [result, setResult] = useState<Result>()
  const [failed, setFailed] = useState(false)
  const [cancelled, setCancelled] = useState(false)
  const [offline, setOffline] = useState<OfflineState>()
  const [queued, setQueued] = useState<Queue<Result>>()
  const current = useRef<AbortController | undefined>(undefined)
  // What runs when the device is back online, if the person asks for it.
  const held = useRef<(() => void) | undefined>(undefined)

  useEffect(() => () => current.current?.abort(), [])

  const clear = useCallback(() => {
    current.current?.abort()
    current.current = undefined
    held.current = undefined
    setResult(undefined)
    setFailed(false)
    setCancelled(false)
    setOffline(undefined)
    setQueued(undefined)
  }, [])

  const run = useCallback<Check<Result>['run']>(
    async (call, record, queue) => {
      clear()
      if (isOffline() && queue) {
        addToHistory({ kind: queue.kind, input: queue.input, verdict: 'waiting' })
        setQueued(queue)
        setOffline('queued')
        return
      }
      if (isOffline()) {
        held.current = () => void run(call, record)
        setOffline('offline')
        return
      }
      const controller = new AbortController()
      current.current = controller
      try {
        const answer = await call(controller.signal)
        if (controller.signal.aborted) return
        setResult(answer)
        const entry = answer ? record?.(answer) : undefined
        if (entry) addToHistory(entry)
      } catch (error) {
        // Shown by the client's message dialog; what was typed stays in the form. Cancelled
        // from the loading overlay: nothing to say, the form is as it was.
        if (controller.signal.aborted) return
        if (wasCancelled(error)) setCancelled(true)
        else if (queue && noSignal(error)) {
          addToHistory({ kind: queue.kind, input: queue.input, verdict: 'waiting' })
          setQueued(queue)
          setOffline('unreachable')
        } else setFailed(true)
      }
    },
    [clear],
  )

  // A check kept with the recent checks: its answer, when it comes, is this page's verdict.
  useEffect(() => {
    if (!queued) return
    return onWaitingAnswered((answer) => {
      if (answer.kind !== queued.kind || answer.input !== queued.input) return false
      const shown = queued.fromAnswer(answer)
      setQueued(undefined)
      setOffline(undefined)
      setResult(shown)
      return true
    })
  }, [queued])

  // Back online: a check the person asked to keep runs now; an offline notice goes away.
  useEffect(() => {
    if (!offline || offline === 'queued' || offline === 'unreachable') return
    const onOnline = () => {
      const waiting = held.current
      if (offline === 'waiting' && waiting) waiting()
      else setOffline(undefined)
    }
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [offline])

  const cancel = useCallback(() => {
    if (queued) removeFromHistory(queued.kind, queued.input)
    clear()
    setCancelled(true)
  }, [clear, queued])

  const checkWhenOnline = useCallback(() => {
    if (held.current) setOffline('waiting')
  }, [])

  const holdUntilOnline = useCallback(
    (retry: () => void) => {
      clear()
      held.current = retry
      setOffline('offline')
    },
    [clear],
  )

  return {
    result,
    failed,
    cancelled,
    offline,
    queued: queued && { kind: queued.kind, input: queued.input },
    run,
    clear,
    cancel,
    checkWhenOnline,
    holdUntilOnline,
  }
}
