/**
 * The app, started by src/main.tsx once the page has painted. A public page arrives
 * prerendered (src/prerender.tsx): its text is on screen before this runs, and the app takes it over with hydrateRoot. For that the first render must
 * be the one the prerender made, so before it the page's language, its route's code and its
 * area's shell are loaded (in parallel: the language catalog, none for English, the route's
 * chunks and the shell's).
 *
 * When the page is not prerendered (a page with parameters, the catch-all, the service
 * worker's shell), or was prerendered in another language than the visitor's (a choice made
 * before the language cookie existed), the app renders afresh with createRoot.
 */
// First: every lazy chunk the app asks for is imported through it.
import './chunk-retry'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { activate, initialLocale, syncLocaleCookie, tellServiceWorker } from './i18n/activate'
import { areaOf } from './config/areas'
import { startOutboxWhenNeeded } from './offline/autostart'
import { createAppRouter } from './router'
import { SHELLS } from './routes/-components/shells'

const root = document.getElementById('root')!
const locale = initialLocale()
syncLocaleCookie()

const shell = SHELLS[areaOf(window.location.pathname)]
const VERIFY_BACKGROUND_AFTER_MS = 3_000

const languageAndShell = Promise.all([activate(locale), shell.preload()])

/**
 * A new task, so that what comes next is not part of this one: the browser may paint and
 * answer a tap in between. A message, not a timer: a page in the background gets its timers
 * late.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

void (async () => {
  // Evaluating the app's modules, making the router and matching the page's route are a task
  // each (together, a quarter of a second on a slow phone).
  await nextTask()
  const router = createAppRouter()
  await nextTask()
  await Promise.all([languageAndShell, router.load()])

  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  )
  if (root.dataset.locale === locale) {
    // The router renders a prerendered page's tree only when it knows it hydrates one: without
    // this it wraps the page in a Suspense boundary the prerender has not, and React throws the
    // prerendered HTML away (a hydration mismatch).
    router.ssr = { manifest: undefined }
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (one long task of 100 to 250 ms on a slow
    // phone: Lighthouse's total blocking time); the page is on screen meanwhile.
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    root.replaceChildren()
    createRoot(root).render(app)
  }
  startOutboxWhenNeeded()
  // The copy of the register and the checks asked offline, once the page has settled: not
  // needed for the first view. Staff have no use for either.
  if (areaOf(window.location.pathname) !== 'staff') {
    setTimeout(() => {
      void import('./features/verify/background').then((m) => m.startVerifyBackground())
    }, VERIFY_BACKGROUND_AFTER_MS)
  }
  tellServiceWorker(locale)
})()
