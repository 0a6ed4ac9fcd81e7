/**
 * The entry: as small as it can be, so that a prerendered page paints before any of the app's
 * JavaScript is fetched or run. The app (src/app.tsx: React, the router, the page's code) is
 * imported after the next frame has been painted; Vite's import helper then fetches it and
 * every chunk it needs at once.
 *
 * Why not fetch it with the page (modulepreload): on a slow phone connection the scripts then
 * share the line with nothing the first paint needs, but a browser that paints late (a busy
 * phone) runs them before painting, and the paint waits for React. Lighthouse, which models a
 * slow phone from a real load, saw the first paint at 1.4 to 1.9 s in most runs that way,
 * later than the bare React page's 1.2 s; started after the paint, 0.7 to 0.9 s. A tab opened
 * in the background paints no frame: the timer starts the app there too.
 */
// Eager, unlike the install offer itself: the browser's install event can come before any lazy
// chunk has loaded (here, not in a route file, whose imports the router plugin may move).
import './features/install/prompt-event'
import './styles.css'
import { holdSubmitsUntilReady } from './held-submit'

holdSubmitsUntilReady()

/**
 * A prerendered page names the chunks of its route and its area's shell (data-chunks, written
 * by scripts/build/prerender.ts): fetched now, beside the app, rather than once the app has
 * run and asked for them, a round trip or two later on a slow line. (The page is ours, and the
 * CSP lets a module come from this site only.)
 */
function fetchThePageCode() {
  for (const href of document.getElementById('root')?.dataset.chunks?.split(' ') ?? []) {
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
    )
  }
}

let started = false
const start = () => {
  if (started) return
  started = true
  void import('./app')
  fetchThePageCode()
}
requestAnimationFrame(() => setTimeout(start, 0))
setTimeout(start, 250)
