/**
 * The service worker. It precaches the shell, every route chunk and every locale catalog
 * (the build injects the list), so every page opens offline after one visit. Navigations
 * fall back to the shell, but never under /api: an API miss must stay a JSON answer.
 * It waits to take over until the page asks (the update prompt), so a half-filled form is
 * never lost to a reload (STYLE.md convention 8).
 */
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/],
  }),
)

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The first install takes control of the open page at once, so it works offline from the
// first visit; an update still waits for SKIP_WAITING above.
clientsClaim()
