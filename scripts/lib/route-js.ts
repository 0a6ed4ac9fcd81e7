/**
 * What a new visitor's browser downloads in scripts for one route (docs/design.md section 7): a
 * fresh Chromium context (empty cache, no storage), the route opened, every script response
 * counted until the page is quiet, by the bytes that came over the wire (the response body as
 * sent: gzipped where the server compresses). Modules loaded after the first paint (notices,
 * prompts) count too: on a slow connection they compete with it.
 *
 * "Quiet" is stricter than Playwright's `networkidle` (500 ms without a request): on a busy
 * machine the app's own scripts can run longer than that between two downloads, and the lazy
 * chunks they then ask for would be missed. So the page must also have had an idle main
 * thread (requestIdleCallback) with no request in flight and none for 500 ms.
 *
 * The service worker is blocked: its precache is fetched by the worker, not the page, after
 * the page has loaded, and a worker taking control mid-load would answer the late chunks from
 * its cache and hide them.
 */
import type { Browser, Page } from 'playwright-core'

export interface ScriptLoad {
  url: string
  bytes: number
}

export interface RouteLoad {
  route: string
  scripts: ScriptLoad[]
  bytes: number
}

const QUIET_MS = 500
const LIMIT_MS = 60_000

/** Resolves once the page has had an idle main thread and no request for QUIET_MS. */
async function quiet(page: Page, activity: { inFlight: number; last: number }): Promise<void> {
  const deadline = Date.now() + LIMIT_MS
  for (;;) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    )
    const still = activity.inFlight === 0 && Date.now() - activity.last >= QUIET_MS
    if (still) return
    if (Date.now() > deadline) throw new Error('the page never became quiet')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function measureRoute(
  browser: Browser,
  origin: string,
  route: string,
): Promise<RouteLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const activity = { inFlight: 0, last: Date.now() }
    const pending: Array<Promise<ScriptLoad>> = []
    page.on('request', () => {
      activity.inFlight += 1
      activity.last = Date.now()
    })
    page.on('requestfailed', () => {
      activity.inFlight -= 1
      activity.last = Date.now()
    })
    page.on('requestfinished', (request) => {
      activity.inFlight -= 1
      activity.last = Date.now()
      if (request.resourceType() !== 'script') return
      pending.push(
        request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
      )
    })
    const response = await page.goto(new URL(route, origin).href, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`${route}: status ${response?.status()}`)
    await quiet(page, activity)
    const scripts = (await Promise.all(pending)).map((script) => ({
      ...script,
      url: new URL(script.url).pathname,
    }))
    return { route, scripts, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0) }
  } finally {
    await context.close()
  }
}
