/**
 * The router, and what happens after each navigation (001 section 2): the loading counter
 * goes down, and the page scrolls smoothly to the top, or to the hash anchor. Focus moves to
 * the main content so a screen reader starts reading the new page, not the old menu.
 */
import type { MessageDescriptor } from '@lingui/core'
import { createRouter } from '@tanstack/react-router'
import { decrementProcessing } from './gateway/status'
import { routeTree } from './routeTree.gen'

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface StaticDataRouteOption {
    /** The page title: the h1 and the document title. */
    title?: MessageDescriptor
    /** Hides the footer on this route (001 section 2). */
    hideFooter?: boolean
    /** The route's name in 001 section 2, where it has one. */
    name?: string
  }
}

export const router = createRouter({ routeTree, defaultPreload: 'intent' })

let firstLoad = true

router.subscribe('onResolved', ({ toLocation }) => {
  decrementProcessing()
  if (firstLoad) {
    firstLoad = false
    return
  }
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto'
  const target = toLocation.hash ? document.getElementById(toLocation.hash) : null
  if (target) target.scrollIntoView({ behavior })
  else window.scrollTo({ top: 0, behavior })
  document.getElementById('main')?.focus({ preventScroll: true })
})
