/**
 * The outbox and the service worker, on a gateway of its own serving a copy of the build (so
 * "deploying" a new version can change that copy's sw.js, as tests/browser/update.test.ts
 * does): entries waiting across an app update; Background Sync delivering with no page open,
 * and the next page saying so; a database the browser deleted while entries waited.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/src/main'
import { launch } from './browser'
import {
  deviceEntry,
  expectDeliveredOnce,
  faults,
  openForm,
  pdf,
  records,
  register,
  waitFor,
} from './outbox-helpers'

let browser: Browser
let server: RunningServer
let root: string
let context: BrowserContext
let page: Page
let base: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'scamlock-outbox-sw-'))
  cpSync(process.env.DIST_DIR ?? 'dist', join(root, 'dist'), { recursive: true })
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(root, 'data'),
    distDir: join(root, 'dist'),
    serveApp: true,
    testMode: true,
    quiet: true,
  })
  base = server.url
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})
beforeEach(async () => {
  await faults.clear(base)
  context = await browser.newContext({ baseURL: base })
  page = await context.newPage()
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null)
})
afterEach(async () => {
  await context?.close()
})

describe('the outbox and the service worker', () => {
  it('keeps waiting entries across a new app version and sends them after it', async () => {
    await faults.add(base, { mode: 'fail', status: 503, count: 1000 })
    await openForm(page)
    const reference = await register(page, { document: pdf(100_000) })
    await waitFor(async () => ((await deviceEntry(page, reference))?.attempts ?? 0) >= 1)

    appendFileSync(join(root, 'dist', 'sw.js'), `\n// version ${Date.now()}\n`)
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await prompt.waitFor({ timeout: 30_000 })
    await Promise.all([
      page.waitForEvent('load', { timeout: 30_000 }),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ])
    expect(await deviceEntry(page, reference)).toMatchObject({ state: 'waiting', files: 1 })

    await faults.clear(base)
    await page.goto('/outbox')
    // The sender also runs when the page starts, and may deliver before "Send now" can be
    // pressed (its button then leaves the page): either way, exactly one delivery.
    await page
      .getByRole('button', { name: 'Send now' })
      .click({ timeout: 5_000 })
      .catch(() => undefined)
    await expectDeliveredOnce(page, base, reference)
  })

  it('delivers through Background Sync with no page open, and the next page says so', async () => {
    // The worker's registration first: while it is found, no entry waits yet.
    const session = await context.newCDPSession(page)
    const registrations: Array<{ registrationId: string; scopeURL: string }> = []
    session.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations),
    )
    await session.send('ServiceWorker.enable')
    await waitFor(async () => registrations.length > 0, 10_000, 'the registration')

    await faults.add(base, { mode: 'fail', status: 503, count: 1000 })
    await openForm(page)
    const reference = await register(page, { document: pdf(100_000) })
    await waitFor(async () => ((await deviceEntry(page, reference))?.attempts ?? 0) >= 1)
    // No page of the app is open any more, at once: each further failed try of the page's
    // sender doubles the wait the worker honours before it sends (up to 32 s after five).
    await page.goto('about:blank')
    await faults.clear(base)
    await session.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(base).origin,
      registrationId: registrations[0]!.registrationId,
      tag: 'outbox',
      lastChance: false,
    })
    await waitFor(async () => (await records(base, reference)) === 1, 45_000, 'the worker send')

    await page.goto('/')
    const notice = page.getByRole('status').filter({ hasText: 'While the app was closed' })
    await notice.waitFor({ timeout: 15_000 })
    expect(await notice.getByRole('link', { name: reference }).count()).toBe(1)
    await expectDeliveredOnce(page, base, reference)
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await notice.waitFor({ state: 'detached' })
    await waitFor(
      () =>
        page.evaluate(
          (reference) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('scamlock-outbox')
              open.onsuccess = () => {
                const get = open.result.transaction('entries').objectStore('entries').get(reference)
                get.onsuccess = () => {
                  open.result.close()
                  resolve(get.result?.announce === 0)
                }
              }
            }),
          reference,
        ),
      10_000,
      'the notice to be marked as seen',
    )
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForTimeout(1_000)
    expect(await notice.count()).toBe(0)
  }, 120_000)

  it('says which submissions were lost when the browser deleted the outbox', async () => {
    await faults.add(base, { mode: 'fail', status: 503, count: 1000 })
    await openForm(page)
    const reference = await register(page)
    await page.goto('about:blank')
    await page.goto('/about-us')
    // What storage eviction does: the database is gone, the page's other storage stays.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase('scamlock-outbox')
          request.onsuccess = () => resolve()
          request.onblocked = () => resolve()
        }),
    )
    await page.goto('about:blank')
    await page.goto('/about-us')
    const alert = page.getByRole('alert').filter({ hasText: 'Some submissions were not sent' })
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.getByText(reference).count()).toBe(1)
    // It stays until dismissed, whichever page shows it first.
    await page.goto('/verify/agent')
    await alert.waitFor()
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForTimeout(500)
    expect(await alert.count()).toBe(0)
  })
})
