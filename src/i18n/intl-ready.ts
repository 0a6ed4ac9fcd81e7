/**
 * The browser's Intl data, made ready off the main thread before a page formats its first
 * amount or date.
 *
 * Why: a page's first Intl call loads the engine's locale data, 30 to 60 ms in Chromium on our
 * 2-core machine and about four times that on a slow phone, in one task that a tap must wait
 * through (/insurance: most of Lighthouse's total blocking time). The data belongs to the
 * browser's process, not to the thread that asked for it: once a worker has made one format,
 * the page's first costs 0.2 ms (measured in Chromium). So the pages that format as soon as
 * their data arrives (the catalogue) start the worker at once and wait for it, a second at
 * most, before drawing. Without workers, or if the worker's file cannot be fetched, it
 * resolves at once and the page pays as before.
 */
let ready: Promise<void> | undefined

const WAIT_MS = 1_000

/** Resolves when Intl is warm (or could not be warmed); one worker per page load. */
export function intlReady(tag: string): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    let worker: Worker | undefined
    const done = () => {
      clearTimeout(timer)
      worker?.terminate()
      resolve()
    }
    const timer = setTimeout(done, WAIT_MS)
    try {
      worker = new Worker(new URL('./intl-worker.ts', import.meta.url), { type: 'module' })
      worker.onmessage = done
      worker.onerror = done
      worker.postMessage(tag)
    } catch {
      done()
    }
  })
  return ready
}
