/**
 * Runs the checks asked offline (docs/decisions.md, "A check asked offline is answered later"):
 * each product or caller check kept as `waiting` in the recent checks (history.ts) is asked
 * of the gateway once the device is online, in whichever tab or visit comes first, and its
 * verdict replaces the waiting entry. Loaded by background.ts only when a check waits.
 *
 * - Nothing is asked twice: one runner at a time across tabs (Web Locks), and each entry is read
 *   again once the lock is held, so a check another tab answered meanwhile is not asked again.
 *   Where a browser has no Web Locks (Safari before 15.4), two tabs opened at the same moment
 *   may both ask; the answer is the same.
 * - Nothing waits for ever: a check that waited 7 days is dropped with a word (`dropped`).
 * - A check the gateway refuses as such (a 4xx but the rate limit) is dropped too: it would be
 *   refused every time. A network failure or a timeout leaves it waiting for the next chance.
 * - Answers are announced in the app (AnsweredNotices.tsx) and, where the person allowed it,
 *   by a system notification from the service worker (a page cannot make one on Android).
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { call } from '../../gateway/client'
import type { GatewayError } from '../../gateway/gateway-error'
import type { CallerIdCheckResult, ProductCheckResult } from '../../shared/schemas/verify'
import {
  announceAnswered,
  tellWaitingAnswered,
  type Answered,
  type WaitingResult,
} from './background'
import { addToHistory, readHistory, type HistoryEntry } from './history'

/** How long a check asked offline waits for a connection before it is dropped. */
export const WAIT_LIMIT_MS = 7 * 86_400_000
const LOCK_NAME = 'scamlock-verify-waiting'

const isWaiting = (entry: HistoryEntry) =>
  entry.verdict === 'waiting' && (entry.kind === 'product' || entry.kind === 'caller')

const stillWaiting = (entry: HistoryEntry) =>
  readHistory().some(
    (item) => item.kind === entry.kind && item.input === entry.input && isWaiting(item),
  )

async function ask(entry: HistoryEntry): Promise<WaitingResult> {
  if (entry.kind === 'product') {
    const result = await call<ProductCheckResult>(
      'product/check',
      { code: entry.input },
      { silent: true },
    )
    return { kind: 'product', input: entry.input, result }
  }
  const result = await call<CallerIdCheckResult>(
    'callerId/check',
    { phone: entry.input },
    { silent: true },
  )
  return { kind: 'caller', input: entry.input, result }
}

/** Refused as such: asking again would be refused again. */
const refusedForGood = (error: unknown) => {
  const { kind, status } = (error ?? {}) as Partial<GatewayError>
  return (
    kind === 'response' && status !== undefined && status >= 400 && status < 500 && status !== 429
  )
}

async function runUnlocked(now: () => number): Promise<void> {
  /** Every check answered or dropped in this run; `done`, those no page showed itself. */
  const all: Answered[] = []
  const done: Answered[] = []
  for (const entry of readHistory().filter(isWaiting)) {
    if (!stillWaiting(entry)) continue
    const kind = entry.kind as Answered['kind']
    if (now() - Date.parse(entry.at) > WAIT_LIMIT_MS) {
      addToHistory({ kind, input: entry.input, verdict: 'dropped' }, new Date(now()))
      done.push({ kind, input: entry.input, verdict: 'dropped' })
      all.push({ kind, input: entry.input, verdict: 'dropped' })
      continue
    }
    if (navigator.onLine === false) break
    let answer: WaitingResult
    try {
      answer = await ask(entry)
    } catch (error) {
      if (!refusedForGood(error)) break
      addToHistory({ kind, input: entry.input, verdict: 'dropped' }, new Date(now()))
      done.push({ kind, input: entry.input, verdict: 'dropped' })
      all.push({ kind, input: entry.input, verdict: 'dropped' })
      continue
    }
    addToHistory({ kind, input: entry.input, verdict: answer.result.verdict }, new Date(now()))
    const item = { kind, input: entry.input, verdict: answer.result.verdict }
    all.push(item)
    // The page that asked it shows it as its verdict; any other is told by the notice.
    if (!tellWaitingAnswered(answer)) done.push(item)
  }
  announceAnswered(done)
  // The system notification when the person is not looking at the app, or when an answer is
  // not on the page they look at.
  if (document.hidden || done.length > 0) await notify(all)
}

// One run at a time in this tab too: a second one (the `online` event and the timer at once)
// waits for the first, then finds nothing left to ask.
let running: Promise<void> = Promise.resolve()

/** Runs every waiting check that can run now; one runner at a time across tabs. */
export function runWaitingChecks(now: () => number = Date.now): Promise<void> {
  const locks = (navigator as { locks?: LockManager }).locks
  const run = () =>
    locks?.request ? locks.request(LOCK_NAME, () => runUnlocked(now)) : runUnlocked(now)
  running = running.then(run, run)
  return running
}

// ---- the system notification ----------------------------------------------------------------

const TITLE = msg`Your check was answered`
const TITLE_SEVERAL = msg`Your checks were answered`
const BODY = msg`Open ScamLock to see the answer in your recent checks.`
const BODY_DROPPED = msg`A check waited 7 days without a connection and was dropped. Open ScamLock to check again.`

async function notify(done: readonly Answered[]): Promise<void> {
  if (done.length === 0) return
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined)
  if (!registration) return
  // The number or code is not put in the notification: it shows on a locked screen.
  const dropped = done.every((item) => item.verdict === 'dropped')
  await registration
    .showNotification(i18n._(done.length > 1 ? TITLE_SEVERAL : TITLE), {
      body: i18n._(dropped ? BODY_DROPPED : BODY),
      tag: 'verify-answered',
      icon: '/icons/icon-192.png',
      data: { url: done[0]!.kind === 'caller' ? '/verify/callerId' : '/' },
    })
    .catch(() => undefined)
}
