/**
 * Debian's Chromium for the scripts (the route budget, the benches), with the flags tried on
 * these machines: without the background-networking ones Chromium keeps dialling out on a closed
 * network. The browser tests use them too (tests/browser/browser.ts).
 */
import { chromium, type Browser, type Page } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
    timeout: 60_000,
  })
}

/**
 * Resolves once the app has started on the page: React marks the container it renders into.
 * A prerendered page shows its text, links and fields before that, but its buttons and forms
 * do their work only after, so whatever drives the page waits for it first.
 */
export async function appStarted(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    undefined,
    { timeout },
  )
}
