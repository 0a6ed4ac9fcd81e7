/**
 * Debian's Chromium driven by playwright-core (a test tool's own browser download cannot work
 * on these machines; STACK.md). Flags from STACK.md: without the background-networking ones
 * Chromium keeps dialling out on a closed network.
 */
import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function baseUrl(): string {
  return inject('baseUrl')
}

export async function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] })
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
