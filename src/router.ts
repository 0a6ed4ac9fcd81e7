/**
 * The router, and what happens after each navigation: the loading counter
 * goes down, and the page scrolls smoothly to the top, or to the hash anchor. Focus moves to
 * the main content so a screen reader starts reading the new page, not the old menu; or, when
 * the anchor is a form's control (a Change link of Check your answers names its question), to
 * that control, as the error summary's links do.
 */
import type { MessageDescriptor } from '@lingui/core'
import { createRouter } from '@tanstack/react-router'
import { notePageView } from './components/page-views'
import { RouteError } from './components/RouteError'
import { decrementProcessing } from './gateway/status'
import { routeTree } from './routeTree.gen'

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** The page title: the h1 and the document title. */
    title?: MessageDescriptor
    /** Hides the footer on this route. */
    hideFooter?: boolean
    /** The route's agreed name (docs/design.md section 3), where it has one. */
    name?: string
  }
}

/**
 * Made by the app's start (src/app.tsx) in a task after the one that evaluated the app's
 * modules, rather than while they were evaluated: on a slow phone the two together were one
 * task of a quarter of a second.
 */
export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
  })

  // Counted as a page starts loading, so that a component rendering it already sees it.
  router.subscribe('onBeforeLoad', ({ pathChanged }) => {
    if (pathChanged) notePageView()
  })

  let firstLoad = true

  router.subscribe('onResolved', ({ toLocation }) => {
    decrementProcessing()
    const hash = toLocation.hash
    if (firstLoad) {
      firstLoad = false
      // A deep link with an anchor: the browser tried before the page existed.
      if (hash) scrollWhenRendered(hash, 'auto')
      return
    }
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    document.getElementById('main')?.focus({ preventScroll: true })
    scrollWhenRendered(hash, smooth ? 'smooth' : 'auto')
  })
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

/**
 * The route's component may still be loading: look for the anchor for up to ~20 frames. An
 * anchor that can take focus (a form's control) takes it from the main content; any other
 * (a heading) cannot, and focus stays on the main content.
 */
function scrollWhenRendered(hash: string, behavior: ScrollBehavior, frames = 20): void {
  const target = hash ? document.getElementById(hash) : null
  if (target) {
    target.focus({ preventScroll: true })
    return target.scrollIntoView({ behavior })
  }
  if (hash && frames > 0) {
    requestAnimationFrame(() => scrollWhenRendered(hash, behavior, frames - 1))
    return
  }
  window.scrollTo({ top: 0, behavior })
}
