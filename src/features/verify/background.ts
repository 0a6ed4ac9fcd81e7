/**
 * What Verify does with no page asking (docs/decisions.md, "Checks answered with no signal"),
 * started by the app a few seconds after every page but staff's has loaded (src/app.tsx): it
 * keeps the offline copy of the register fresh (offline-copy.ts) and runs the checks asked
 * offline (waiting-checks.ts) as soon as the device is online, also after the app was closed
 * and opened again.
 *
 * Only the decisions are here, read from localStorage without loading anything: the copy is
 * asked for at most once an hour, the runner loaded only when a check waits. Its answers are
 * announced through the small store at the end, which every Verify page reads under its form
 * (RecentChecks.tsx, AnsweredNotices.tsx) until the person dismisses them; elsewhere in the
 * app, the system notification says it (waiting-checks.ts).
 */
import { useSyncExternalStore } from 'react'
import type { CallerIdCheckResult, ProductCheckResult } from '../../shared/schemas/verify'

/** The recent checks' key in localStorage (history.ts). */
export const HISTORY_KEY = 'verify-history'
const COPY_CHECKED_KEY = 'verify-copy-checked-at'
/** The copy is asked for at most this often (a 304 when unchanged). */
export const COPY_EVERY_MS = 3_600_000
/** How often an open app looks again whether something is due. */
const TICK_MS = 5 * 60_000

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** True when the copy was not fetched (or found unchanged) in the last hour. */
export function copyDue(now = Date.now()): boolean {
  const last = Number(read(COPY_CHECKED_KEY))
  return !(Number.isFinite(last) && last <= now && now - last < COPY_EVERY_MS)
}

export function markCopyChecked(now = Date.now()): void {
  try {
    localStorage.setItem(COPY_CHECKED_KEY, String(now))
  } catch {
    // Storage disabled: the copy is asked for again at the next tick, and answered 304.
  }
}

/** A check waits for a connection (history.ts; a cheap test of the stored text). */
export const hasWaitingChecks = () => read(HISTORY_KEY)?.includes('"verdict":"waiting"') === true

/** Runs what is due now: the waiting checks first (someone waits for them), then the copy. */
export function verifyTick(): void {
  if (navigator.onLine === false) return
  if (hasWaitingChecks()) void import('./waiting-checks').then((m) => m.runWaitingChecks())
  if (copyDue()) void import('./offline-copy').then((m) => m.refreshCopy())
}

let started = false
export function startVerifyBackground(): void {
  if (started) return
  started = true
  window.addEventListener('online', verifyTick)
  verifyTick()
  setInterval(verifyTick, TICK_MS)
}

// ---- the answers to announce --------------------------------------------------------------

export interface Answered {
  kind: 'product' | 'caller'
  input: string
  /** The verdict the gateway answered, or `dropped` (waited 7 days with no connection). */
  verdict: string
}

type Listener = () => void
const listeners = new Set<Listener>()
let answered: readonly Answered[] = []

export function announceAnswered(items: readonly Answered[]): void {
  if (items.length === 0) return
  answered = [...answered, ...items]
  for (const listener of [...listeners]) listener()
}

export function dismissAnswered(): void {
  answered = []
  for (const listener of [...listeners]) listener()
}

const subscribe = (listener: Listener) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The answers announced and not yet dismissed. */
export const readAnswered = (): readonly Answered[] => answered

export function useAnswered(): readonly Answered[] {
  return useSyncExternalStore(subscribe, readAnswered, readAnswered)
}

// ---- the answers to the page that asked -----------------------------------------------------

/** A check kept with the recent checks while the device is offline. */
export interface Queued {
  kind: 'product' | 'caller'
  input: string
}

export type WaitingResult =
  | { kind: 'product'; input: string; result: ProductCheckResult }
  | { kind: 'caller'; input: string; result: CallerIdCheckResult }

/** True when the listener showed the answer (it was the page's own check). */
type AnswerListener = (answer: WaitingResult) => boolean
const answerListeners = new Set<AnswerListener>()

/** The page that asked a check offline shows its answer when it comes (use-check.ts). */
export function onWaitingAnswered(listener: AnswerListener): () => void {
  answerListeners.add(listener)
  return () => void answerListeners.delete(listener)
}

/** Tells the pages; true when one showed it as its verdict (then it needs no other notice). */
export function tellWaitingAnswered(answer: WaitingResult): boolean {
  let shown = false
  for (const listener of [...answerListeners]) shown = listener(answer) || shown
  return shown
}
