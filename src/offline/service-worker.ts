/**
 * Registers the service worker (src/sw.ts) and says when a new version is waiting, with the
 * browser's own API. workbox-window did this before, at 2.2 KiB of every page's first load
 * (docs/design.md section 7 leaves a page about 12 KiB of its own), for three events of the
 * registration; and its reload already had to be replaced by ours, as it did nothing for an
 * update the browser found by itself (an "external" one).
 *
 * A version is offered when it has installed while another controls the page: on the first
 * visit the worker takes the page itself (clientsClaim in sw.ts) and there is nothing to
 * offer. `activate` tells the waiting worker to take over (SKIP_WAITING, sw.ts); the page
 * decides when to reload (UpdatePanel.tsx), never this module.
 */

/** Long-lived tabs look for a new version hourly, as well as on each navigation. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000

export const SERVICE_WORKER_URL = '/sw.js'

/**
 * Tells the waiting version to take over; false when none waits any more (another tab has
 * already let it take over, so this page only needs a reload).
 */
export type Activate = () => boolean

/** Starts the service worker; `onWaiting` gets the new version's `Activate`. */
export function registerServiceWorker(onWaiting: (activate: Activate) => void): () => void {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined
  if (!container) return () => {}
  let stopped = false
  let timer: ReturnType<typeof setInterval> | undefined

  void container
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then((registration) => {
      if (stopped) return
      const offer = () => {
        if (!stopped && registration.waiting && container.controller) {
          onWaiting(() => {
            registration.waiting?.postMessage({ type: 'SKIP_WAITING' })
            return registration.waiting !== null
          })
        }
      }
      const follow = (worker: ServiceWorker | null) => {
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') offer()
        })
      }
      // A version that was already waiting when this page opened (another tab saw it first).
      offer()
      follow(registration.installing)
      registration.addEventListener('updatefound', () => follow(registration.installing))
      timer = setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS)
    })
    // No worker (private mode, a browser that refuses it): the app works online as a site.
    .catch(() => {})

  return () => {
    stopped = true
    clearInterval(timer)
  }
}
