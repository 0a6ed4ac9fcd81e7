/**
 * The page's sender: runs the drain (drain.ts) under the one sender lock
 * (lock.ts) whenever there may be something to send:
 *
 * - at start, on `online`, when the page becomes visible again;
 * - on a timer, when the oldest waiting entry is due (its backoff, backoff.ts), or, when the
 *   gateway could not be reached at all, after a backoff of its own;
 * - on a kick (status.ts `kickSender`): a new entry, a correction, "Send now";
 * - on a message from the service worker (its Background Sync fired, src/sw.ts);
 * - when the kind of connection changes (wifi-only.ts: entries with files may wait for Wi-Fi).
 *
 * Kicks while a run is going are folded into one more run, so a tab asks for the lock at most
 * once at a time. Every tab runs its own sender; the lock makes them take turns, and a turn
 * finds nothing due when another tab has just sent it all. When entries are left waiting,
 * Background Sync is (re-)registered, so the browser can wake the service worker to send them
 * after every page is closed (Chromium; elsewhere they go the next time the app is opened).
 */
import { apiHost, gatewayKey } from '../gateway/config'
import { backoffMs } from './backoff'
import { drain, type DrainResult } from './drain'
import { withSenderLock } from './lock'
import { onKick, setOutboxStatus } from './status'
import type { Target } from './upload'
import { connectionInfo, filesMayGo, readWifiOnly } from './wifi-only'

export const SYNC_TAG = 'outbox'

let started = false
let running = false
let again = false
let timer: ReturnType<typeof setTimeout> | undefined
let offlineStreak = 0
let target: Target = { host: '', key: '' }

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/** Asks the browser to wake the service worker when it is online (where it can). */
export async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.ready) as
      (ServiceWorkerRegistration & SyncRegistration) | undefined
    await registration?.sync?.register(SYNC_TAG)
  } catch {
    // No Background Sync (Safari, Firefox) or not allowed: the timers and triggers remain.
  }
}

function schedule(result: DrainResult) {
  clearTimeout(timer)
  timer = undefined
  let delay: number | undefined
  if (result.offline) {
    offlineStreak += 1
    delay = backoffMs(offlineStreak)
  } else {
    offlineStreak = 0
    if (result.nextTryAt !== undefined) delay = Math.max(0, result.nextTryAt - Date.now())
  }
  if (delay === undefined) return
  timer = setTimeout(() => void run(), delay)
  if (result.offline || result.failure) void registerBackgroundSync()
}

/** One run of the drain under the lock; kicks during it make one more run. */
export async function run(): Promise<void> {
  if (running) {
    again = true
    return
  }
  running = true
  try {
    do {
      again = false
      const result = await withSenderLock(() =>
        drain({
          target,
          filesMayGo: () => filesMayGo(readWifiOnly()),
          onProgress: (reference, loaded, total) =>
            setOutboxStatus({ progress: { reference, loaded, total } }),
          onChange: (reference, outcome) => {
            if (outcome) setOutboxStatus({ progress: undefined })
            else setOutboxStatus({ progress: { reference, loaded: 0, total: 0 } })
          },
        }),
      ).catch((error: unknown) => {
        // The database failed (closed, deleted): try again later rather than never.
        console.error('The outbox could not send', error)
        return { delivered: [], rejected: [], offline: true } satisfies DrainResult
      })
      schedule(result)
    } while (again)
  } finally {
    running = false
  }
}

/** Cancels the offline backoff, then runs ("Send now" and the triggers). */
function kick() {
  offlineStreak = 0
  void run()
}

/** Starts this page's sender once; later calls do nothing. */
export function startSender(to: Target = { host: apiHost(), key: gatewayKey() }): void {
  if (started) return
  started = true
  target = to
  onKick(kick)
  window.addEventListener('online', kick)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') kick()
  })
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === 'outbox-sync') kick()
  })
  connectionInfo()?.addEventListener('change', kick)
  kick()
}
