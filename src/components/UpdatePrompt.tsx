/**
 * Offers a new version and never reloads by itself, so a half-filled form is never lost
 * (STYLE.md convention 8). Registration happens only in a production build. The shell loads
 * this module after the first paint (src/routes/__root.tsx): registering the service worker
 * can wait, and workbox-window stays out of the first page's JavaScript.
 *
 * Reload is ours, not workbox-window's: workbox-window reloads on `controlling` only for an
 * update it classed as its own, and an update the browser finds by itself later (more than a
 * minute after registration) is classed as external, so its Reload did nothing (seen in
 * Chromium 156; tests/browser/update.test.ts).
 *
 * The offer itself (UpdatePanel.tsx) loads only when there is a new version: this module is in
 * every page's first load.
 */
import { Suspense } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { lazyExtra } from './lazy-extra'

const UpdatePanel = lazyExtra(() => import('./UpdatePanel').then((m) => m.default))

/** Long-lived tabs look for a new version hourly, as well as on each navigation. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS)
    },
  })

  if (!needRefresh) return null
  return (
    <Suspense fallback={null}>
      <UpdatePanel
        updateServiceWorker={updateServiceWorker}
        onDismiss={() => setNeedRefresh(false)}
      />
    </Suspense>
  )
}
