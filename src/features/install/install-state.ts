/**
 * When to offer installing the app.
 *
 * - Chromium's `beforeinstallprompt` is caught from the start by prompt-event.ts (eager) and
 *   kept; this module, which loads after the first paint, reads it from there.
 * - The offer is made at a sensible moment, never on first paint: once the person has
 *   submitted something (the confirmation page: the app holds their reference and will send
 *   from the home screen), or on their third page in this visit (they are using it).
 * - iOS Safari has no install event: a dismissible hint explains Share, then Add to Home
 *   Screen, at the same moment.
 * - Neither shows when the app already runs standalone, and a "Not now" keeps both away for
 *   30 days (localStorage).
 */
import { useSyncExternalStore } from 'react'
import { pageViews } from '../../components/page-views'
import { onPromptEvent, promptEvent, takePromptEvent } from './prompt-event'

export type { InstallPromptEvent } from './prompt-event'

export type Offer = 'none' | 'prompt' | 'ios'

const DISMISSED_KEY = 'scamlock.install.dismissedAt'
export const QUIET_MS = 30 * 24 * 60 * 60 * 1000
export const PAGES_BEFORE_OFFER = 3

let pages = 0
let moment = false
let offer: Offer = 'none'
const listeners = new Set<() => void>()

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean }
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches
}

/** iPhone, iPod, iPad (an iPad says "Macintosh" but has touch), in Safari itself. */
export function isIosSafari(
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints,
): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
}

function dismissedRecently(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY))
    return Number.isFinite(at) && at > 0 && now - at < QUIET_MS
  } catch {
    return false
  }
}

function update() {
  let next: Offer = 'none'
  if (moment && !isStandalone() && !dismissedRecently()) {
    if (promptEvent()) next = 'prompt'
    else if (isIosSafari()) next = 'ios'
  }
  if (next === offer) return
  offer = next
  for (const listener of [...listeners]) listener()
}

/** Called on every page view; `submitted` for the confirmation page. */
export function notePageView(submitted = false): void {
  // The router has counted from the first paint; this module loads after it (pages seen
  // before it arrived count too).
  pages = Math.max(pages + 1, pageViews())
  if (submitted || pages >= PAGES_BEFORE_OFFER) moment = true
  update()
}

export async function install(): Promise<void> {
  const event = takePromptEvent()
  if (!event) return
  await event.prompt()
  const choice = await event.userChoice?.catch(() => undefined)
  if (choice?.outcome === 'dismissed') dismiss()
}

export function dismiss(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()))
  } catch {
    // Storage disabled: the offer comes back next visit, no worse than that.
  }
  update()
}

export function useInstallOffer(): Offer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => offer,
    // A prerendered page (src/prerender.tsx) never shows the offer.
    () => 'none',
  )
}

/** For tests: forget the visit. */
export function resetInstallState(): void {
  takePromptEvent()
  pages = 0
  moment = false
  update()
}

onPromptEvent(update)
