import { Suspense, lazy } from 'react'

const UpdatePrompt = lazy(() => import('./UpdatePrompt'))

/** Registers the service worker and offers updates, loaded after the first paint. */
export function LazyUpdatePrompt() {
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  )
}
