/**
 * The JavaScript of a public route as DESIGN.md section 7 counts it: every script a visitor
 * downloads, as sent (compressed), from opening the route until the network is idle, with an
 * empty cache. Counting only the entry and its preloads (scripts/size.ts) misses the route's
 * lazy chunks, which block its first paint too.
 *
 * Each route opens in a fresh browser context (empty cache) with service workers blocked: the
 * worker's precache downloads every chunk of the app in the background after the first visit,
 * which is not what the route costs. Sizes are the encoded body sizes Chromium reports.
 */
import type { Browser } from 'playwright-core'

export const ROUTE_BUDGET_KIB = 120

export interface RouteScripts {
  route: string
  scripts: Array<{ url: string; bytes: number }>
  total: number
}

export async function routeScripts(
  browser: Browser,
  baseURL: string,
  route: string,
): Promise<RouteScripts> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const pending: Array<Promise<{ url: string; bytes: number }>> = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return
      pending.push(
        request.sizes().then((sizes) => ({
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
        })),
      )
    })
    // On a busy machine the network can fall idle while the entry is still being parsed,
    // before it asks for the route's chunks: idle counts only once the page has its h1.
    await page.goto(route, { waitUntil: 'load', timeout: 60_000 })
    await page.locator('main h1').first().waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle', { timeout: 60_000 })
    const scripts = await Promise.all(pending)
    return { route, scripts, total: scripts.reduce((sum, script) => sum + script.bytes, 0) }
  } finally {
    await context.close()
  }
}
