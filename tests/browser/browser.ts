/**
 * Debian's Chromium driven by playwright-core (a test tool's own browser download cannot work
 * on these machines). The flags were tried there: without the background-networking ones
 * Chromium keeps dialling out on a closed network.
 */
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, appStarted } from '../../scripts/lib/chromium'

export function baseUrl(): string {
  return inject('baseUrl')
}

export async function launch(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    if (options?.javaScriptEnabled !== false) context.on('page', waitForTheAppOnLoad)
    return context
  }
  return browser
}

/**
 * Public pages arrive prerendered (src/prerender.tsx): their text is there before the app
 * has started, their buttons work only after. So every page a test opens (goto, reload) is
 * given to the test once the app has started on it, as a person would wait for the page
 * to respond.
 */
function waitForTheAppOnLoad(page: Page): void {
  const ours = (response: Awaited<ReturnType<Page['goto']>>) =>
    response?.url().startsWith(baseUrl()) &&
    !new URL(response.url()).pathname.startsWith('/api/') &&
    (response.headers()['content-type'] ?? '').includes('text/html')
  const goto = page.goto.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    if (ours(response)) await appStarted(page)
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (...args) => {
    const response = await reload(...args)
    if (ours(response)) await appStarted(page)
    return response
  }
}

export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), ...options })
}

/**
 * Fails with the list of violations, so a failing run says what to fix. Axe runs in the page
 * itself (legacy mode): its default mode finishes in a second, blank page of the context, which
 * on a loaded machine with the context offline sometimes judged an empty document (no main, no
 * h1). The app has no cross-origin frames, the one case the default mode adds.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const summary = result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  if (summary.length > 0) throw new Error(`axe found violations:\n${summary.join('\n')}`)
}

/**
 * A lazy chunk of the app, `<name>-<hash>.js`, as a phone meets it that loses its connection
 * and then, back online, never fetches a module again at an address whose load failed (as
 * Debian's Chromium 150 and many phones' browsers do, whatever this Chromium does): while
 * offline, every request for it fails; once `online` is set, its own address still does, and
 * only a fresh one (`?retry=`, src/chunk-retry.ts) loads.
 */
export async function failChunkAsACachingBrowser(page: Page, name: string) {
  const state = { online: false }
  await page.route(new RegExp(`/assets/${name}-[\\w-]{8}\\.js(\\?.*)?$`), (route) =>
    state.online && new URL(route.request().url()).search
      ? route.continue()
      : route.abort('internetdisconnected'),
  )
  return state
}

/**
 * The addresses of the scripts a page asks for whose name holds `part`, in order (a chunk
 * asked for again after a failed load has a fresh one: src/chunk-retry.ts).
 */
export function trackScripts(page: Page, part: string): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.includes(part)) asked.push(`${url.pathname}${url.search}`)
  })
  return asked
}

/** Resolves once the app has taken over the (prerendered) page: its forms answer from then on. */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 })
}

/** Resolves once a service worker controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  })
}

export interface Session {
  browser: Browser
  context: BrowserContext
  page: Page
}

/**
 * The usual arrangement of a browser test file: one Chromium for the file, a fresh context
 * (no storage, no service worker) and page for every test. Read `session.page` in a test.
 */
export function usePage(options: Parameters<Browser['newContext']>[0] = {}): Session {
  const session = {} as Session
  beforeAll(async () => {
    session.browser = await launch()
  })
  afterAll(async () => {
    await session.browser?.close()
  })
  beforeEach(async () => {
    session.context = await newContext(session.browser, options)
    session.page = await session.context.newPage()
  })
  afterEach(async () => {
    await session.context?.close()
  })
  return session
}
