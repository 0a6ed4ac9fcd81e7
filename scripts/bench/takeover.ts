/**
 * How soon the app takes a prerendered page over on a slow line, against the bare React +
 * TanStack Router page rendering on the same line (docs/design.md section 7): from the start of
 * the navigation to `html[data-app-ready]`, which the app sets once the header and the page are
 * its own (src/routes/__root.tsx) and the bare page once its router has rendered
 * (scripts/bare-page). Bar: every budgeted public route at most 1.15 times the bare page.
 *
 * Each load: a new browser context (nothing cached, no service worker), the cache disabled,
 * 150 ms of latency and 1.6 Mbit/s each way, the CPU slowed four times (Chrome DevTools'
 * emulation, as a mid-range phone on a poor line). The app is the production build served by
 * the real gateway as `npm start` serves it, the bare page by the same static and gzip
 * middleware (scripts/lib/bare.ts). Median of `TAKEOVER_RUNS` (5) loads each, round by round
 * (the bare page, then every route, five times over), so that a busy moment of a shared
 * machine falls on all alike. `TAKEOVER_ROUTES` (comma-separated) narrows a run while working.
 */
import type { Browser } from 'playwright-core'
import { BUDGETED_ROUTES } from '../../src/config/public-routes'
import { serveApp } from '../lib/app-gateway'
import { buildBarePage, serveBuilt } from '../lib/bare'
import { launchChromium } from '../lib/chromium'

const RUNS = Number(process.env.TAKEOVER_RUNS ?? 5)
const BAR = 1.15
const BARE = 'bare React + TanStack Router'
const LINE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (1.6 * 1_000_000) / 8,
}
const CPU_SLOWDOWN = 4

declare global {
  interface Window {
    __appReadyAt?: number
  }
}

/** Milliseconds from the navigation's start to `html[data-app-ready]`. */
async function timeTakeover(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    // Before the page's own scripts, when there is no <html> element yet: the whole document
    // is watched. A string, as tsx would wrap a function's inner functions in a helper of its
    // own that the page does not have.
    await page.addInitScript(`
      new MutationObserver(() => {
        if (window.__appReadyAt === undefined &&
            document.documentElement?.hasAttribute('data-app-ready'))
          window.__appReadyAt = performance.now()
      }).observe(document, { subtree: true, attributeFilter: ['data-app-ready'] })
    `)
    if (process.env.TAKEOVER_DEBUG) {
      page.on('console', (m) => console.log('console', m.text()))
      page.on('pageerror', (e) => console.log('err', e.message))
    }
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', LINE)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 })
    const handle = await page.waitForFunction(() => window.__appReadyAt, undefined, {
      timeout: 60_000,
      polling: 50,
    })
    return (await handle.jsonValue()) as number
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

export default async function run(): Promise<void> {
  const routes = process.env.TAKEOVER_ROUTES?.split(',') ?? [...BUDGETED_ROUTES]
  console.log(
    `## Taking a prerendered page over on a slow line (150 ms, 1.6 Mbit/s, CPU ×4), ` +
      `median of ${RUNS}`,
  )
  const bareBuild = await buildBarePage()
  const bare = await serveBuilt(bareBuild.dir)
  const gateway = await serveApp()
  const browser = await launchChromium()
  try {
    const pages = [
      { name: BARE, url: `${bare.url}/` },
      ...routes.map((route) => ({ name: route, url: `${gateway.url}${route}` })),
    ]
    const times = new Map<string, number[]>(pages.map((page) => [page.name, []]))
    // One load of each first, not counted: the gateway's and the browser's first use of each.
    for (const page of pages) await timeTakeover(browser, page.url)
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of pages) times.get(page.name)!.push(await timeTakeover(browser, page.url))
    }
    const bareMedian = median(times.get(BARE)!)
    console.log(`  ${'page'.padEnd(44)} median ms  ratio  runs`)
    console.log(`  ${BARE.padEnd(44)} ${String(Math.round(bareMedian)).padStart(9)}`)
    let missed = 0
    for (const page of pages.slice(1)) {
      const runs = times.get(page.name)!
      const ratio = median(runs) / bareMedian
      if (ratio > BAR) missed += 1
      console.log(
        `  ${page.name.padEnd(44)} ${String(Math.round(median(runs))).padStart(9)}  ` +
          `${ratio.toFixed(2)}  ${runs.map((time) => Math.round(time)).join(' ')}` +
          (ratio > BAR ? '  NOT MET' : ''),
      )
    }
    console.log(
      `  bar: at most ${BAR} times the bare page; ` +
        (missed === 0 ? 'every route meets it' : `FAIL: ${missed} route(s) miss it`),
    )
    if (missed > 0) process.exitCode = 1
  } finally {
    await browser.close()
    await Promise.all([gateway.close(), bare.close()])
    bareBuild.remove()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run()
