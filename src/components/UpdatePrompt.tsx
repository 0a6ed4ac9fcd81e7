/**
 * Offers a new version and never reloads by itself, so a half-filled form is never lost
 * (the service worker waits for the prompt). Registration (src/offline/service-worker.ts) happens only in a
 * production build. The shell draws it after the first paint (src/routes/__root.tsx):
 * registering the service worker can wait. Its code is in the app's chunk (vite.config.ts):
 * every page needs it, and a chunk of its own cost a request (0.4 KiB as sent).
 *
 * The offer itself (UpdatePanel.tsx) loads only when there is a new version.
 */
import { Suspense, useEffect, useState } from 'react'
import { registerServiceWorker, type Activate } from '../offline/service-worker'
import { lazyExtra } from './lazy-extra'

const UpdatePanel = lazyExtra(() => import('./UpdatePanel').then((m) => m.default))

export default function UpdatePrompt() {
  // The waiting version's activation, once there is one.
  const [activate, setActivate] = useState<Activate>()

  useEffect(() => {
    if (!import.meta.env.PROD) return
    return registerServiceWorker((next) => setActivate(() => next))
  }, [])

  if (!activate) return null
  return (
    <Suspense fallback={null}>
      <UpdatePanel activate={activate} onDismiss={() => setActivate(undefined)} />
    </Suspense>
  )
}
