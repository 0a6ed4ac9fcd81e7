/**
 * The service worker.
 *
 * - Precache: the shell, every route chunk (the FAQs and the PGSI explanation and quiz are
 *   content inside their chunks) and every locale catalog (the build injects the list), so
 *   every public page opens offline after one visit. The verification-sites list is not here:
 *   the page keeps the last list it fetched on the device itself.
 * - Navigations get the page prerendered in the visitor's language when it is kept
 *   (sw-pages.ts), else the shell; never under /api: an API miss must stay a JSON answer.
 *   /api is never cached at all (the gateway says no-store, and no route here takes it).
 * - Images not in the precache (same origin, outside /api) are cached at run time,
 *   cache-first, at most IMAGE_ENTRIES of them for IMAGE_DAYS, dropped first under quota
 *   pressure.
 * - Background Sync (tag `outbox`): the browser wakes this worker when the device is online
 *   again, even with every page closed (Chromium only). With a page open, the worker tells
 *   it to run its sender (which shows progress) and is done. With none open, the worker sends
 *   the outbox itself: the outbox is in IndexedDB, and the send code (src/offline/drain.ts)
 *   runs here unchanged, under the same Web Lock as the pages' senders, so a page opened
 *   meanwhile and the worker never send at once. A delivery with no page open is flagged, and
 *   the next page shows "sent while the app was closed". An entry in its backoff is waited
 *   for if it is due within SYNC_BUDGET_MS; otherwise, or when the gateway is unreachable,
 *   the sync fails, so the browser fires it again later.
 * - The gateway's public signing key is fetched and kept when the worker installs
 *   (src/gateway/proof-key.ts), so that a proof or the register's copy can be checked
 *   offline after one visit; every new version fetches it again.
 * - It waits to take over until the page asks (the update prompt), so a half-filled form is
 *   never lost to a reload. Entries waiting in the outbox survive an
 *   update: IndexedDB is not a cache, and the schema only ever adds (src/offline/db.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types'
import { CacheFirst } from 'workbox-strategies'
import { apiHost, gatewayKey } from './gateway/config'
import { keepProofKey } from './gateway/proof-key'
import { outboxDb } from './offline/db'
import { drain } from './offline/drain'
import { withSenderLock } from './offline/lock'
import { filesMayGo, storedWifiOnly } from './offline/wifi-only'
import { isAppLocale } from './shared/locales'
import {
  dropOldPages,
  keepPages,
  keptPage,
  pagesCacheName,
  rememberLocale,
  visitorLocale,
} from './sw-pages'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
  /** The Cookie Store API, where the browser has it. */
  cookieStore?: { get(name: string): Promise<{ value?: string } | null> }
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}

const IMAGE_ENTRIES = 60
const IMAGE_DAYS = 30
const SYNC_TAG = 'outbox'
// Chromium gives a sync event a few minutes; stay well inside.
const SYNC_BUDGET_MS = 60 * 1000

// Named once: the build injects the list at its one mention.
const MANIFEST = self.__WB_MANIFEST
// The shell's revision changes with every build whose scripts change: it names the build.
const shellEntry = MANIFEST.find((entry) => typeof entry !== 'string' && entry.url === 'index.html')
const BUILD = (typeof shellEntry === 'object' && shellEntry.revision) || 'dev'
const PAGES_CACHE = pagesCacheName(BUILD)

// No directory index: `/` is a page like any other (below), not the precached shell. A chunk
// asked for again after it failed to load (`?retry=1`, src/chunk-retry.ts) is the same file.
precacheAndRoute(MANIFEST, {
  directoryIndex: '',
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^retry$/],
})
cleanupOutdatedCaches()

const shell = createHandlerBoundToURL('/index.html')

registerRoute(
  new NavigationRoute(
    async (options: RouteHandlerCallbackOptions) =>
      (await keptPage(PAGES_CACHE, options.url.pathname, self.cookieStore).catch(
        () => undefined,
      )) ?? shell(options),
    { denylist: [/^\/api(\/|$)/] },
  ),
)

// The visitor's pages, beside the precache; a failure leaves the shell to answer. The signing
// key beside them; a failure leaves the app to ask for it when it checks a signature.
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      visitorLocale(self.cookieStore)
        .then((locale) => keepPages(PAGES_CACHE, locale))
        .catch(() => undefined),
      keepProofKey().catch(() => undefined),
    ]),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldPages(PAGES_CACHE))
})

registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    !url.pathname.startsWith('/api/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: IMAGE_ENTRIES,
        maxAgeSeconds: IMAGE_DAYS * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

async function windows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends what is due; an entry still in its backoff is waited for when it is due within the
 * sync event's budget (browsers allow a few minutes), otherwise the sync fails so that the
 * browser fires it again later.
 */
async function syncOutbox(): Promise<void> {
  const open = await windows()
  if (open.length > 0) {
    // A page is open: its sender sends (with progress on screen). A long sync event here
    // would also hold up the activation of a new version the user asked for.
    for (const client of open) client.postMessage({ type: 'outbox-sync' })
    return
  }
  const deadline = Date.now() + SYNC_BUDGET_MS
  for (;;) {
    const result = await withSenderLock(() =>
      drain({
        target: { host: apiHost(), key: gatewayKey() },
        filesMayGo: async () => filesMayGo(await storedWifiOnly(outboxDb())),
        announce: async () => (await windows()).length === 0,
      }),
    )
    if (result.nextTryAt === undefined && !result.offline) return
    const wait = result.offline ? 0 : result.nextTryAt! - Date.now()
    if (result.offline || Date.now() + wait > deadline) {
      throw new Error('The outbox is still waiting to send')
    }
    await sleep(Math.max(wait, 0))
  }
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (sync.tag === SYNC_TAG) sync.waitUntil(syncOutbox())
})

// A notification of a check answered after it waited for a connection
// (src/features/verify/waiting-checks.ts): a tap brings the app forward, or opens it where the
// recent checks show the answer. Only an address of the app itself is opened.
self.addEventListener('notificationclick', (event) => {
  const { notification } = event as NotificationEvent
  notification.close()
  const asked: unknown = (notification.data as { url?: unknown } | null)?.url
  const url = typeof asked === 'string' && /^\/(?!\/)/.test(asked) ? asked : '/'
  event.waitUntil(
    windows().then(async (open) => {
      const client = open.find((item) => 'focus' in item) as WindowClient | undefined
      if (client) await client.focus()
      else await self.clients.openWindow(url)
    }),
  )
})

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
  // The app's language (at start and when chosen): keep its pages (sw-pages.ts).
  const locale: unknown = event.data?.type === 'PAGES' ? event.data.locale : undefined
  if (isAppLocale(locale)) {
    event.waitUntil(
      rememberLocale(locale)
        .then(() => keepPages(PAGES_CACHE, locale))
        .catch(() => undefined),
    )
  }
})

// The first install takes control of the open page at once, so it works offline from the
// first visit; an update still waits for SKIP_WAITING above.
clientsClaim()
