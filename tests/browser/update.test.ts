/**
 * A new version of the app while a page is open: the page says so and waits for the user.
 * It must never reload by itself (a half-filled form would be lost).
 * The gateway here serves a copy of the build; "deploying" changes that copy's sw.js.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/src/main'
import { launch } from './browser'

let browser: Browser
let server: RunningServer
let root: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'scamlock-update-'))
  cpSync(process.env.DIST_DIR ?? 'dist', join(root, 'dist'), { recursive: true })
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(root, 'data'),
    distDir: join(root, 'dist'),
    serveApp: true,
    quiet: true,
  })
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('a new version', () => {
  it('is offered with a Reload button and installed only when the user asks', async () => {
    const context = await browser.newContext({ baseURL: server.url })
    const page = await context.newPage()
    await page.goto('/language')
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null)
    // Something the user has on the page that a reload would lose.
    await page.evaluate(() => Object.assign(window, { unsaved: 'half-filled form' }))

    appendFileSync(join(root, 'dist', 'sw.js'), '\n// next version\n')
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })

    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await prompt.waitFor({ timeout: 30_000 })
    await page.waitForTimeout(1_000)
    expect(await page.evaluate(() => (window as { unsaved?: string }).unsaved)).toBe(
      'half-filled form',
    )

    await Promise.all([
      page.waitForEvent('load', { timeout: 30_000 }),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ])
    expect(await page.evaluate(() => (window as { unsaved?: string }).unsaved)).toBeUndefined()
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return registration?.waiting ?? null
    })
    expect(waiting).toBeNull()
    await context.close()
  })

  it('is offered in a tab opened while it waits, and one Reload serves both tabs', async () => {
    const context = await browser.newContext({ baseURL: server.url })
    const first = await context.newPage()
    await first.goto('/language')
    await first.waitForFunction(() => navigator.serviceWorker?.controller !== null)
    appendFileSync(join(root, 'dist', 'sw.js'), '\n// a version for two tabs\n')
    await first.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    const offer = (page: typeof first) =>
      page.getByRole('status').filter({ hasText: 'A new version is available' })
    await offer(first).waitFor({ timeout: 30_000 })

    // The new version is waiting already when this tab opens: no update event will come.
    const second = await context.newPage()
    await second.goto('/self-help')
    await offer(second).waitFor({ timeout: 30_000 })
    await Promise.all([
      second.waitForEvent('load', { timeout: 30_000 }),
      offer(second).getByRole('button', { name: 'Reload' }).click(),
    ])
    // The first tab keeps its offer until asked, and its Reload still reloads, though the
    // new version took over from the other tab and nothing waits any more.
    expect(await offer(first).count()).toBe(1)
    await Promise.all([
      first.waitForEvent('load', { timeout: 30_000 }),
      offer(first).getByRole('button', { name: 'Reload' }).click(),
    ])
    await first.waitForTimeout(1_000)
    expect(await offer(first).count()).toBe(0)
    await context.close()
  })

  it('warns before reloading a page whose form holds input, and the draft survives the update', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto('/product-pre-registration')
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null)
    await page.getByLabel('Company name', { exact: true }).fill('Kalahari Foods (Pty) Ltd')

    appendFileSync(join(root, 'dist', 'sw.js'), '\n// the version after\n')
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await prompt.waitFor({ timeout: 30_000 })

    // The first press warns and waits; nothing reloads.
    await prompt.getByRole('button', { name: 'Reload' }).click()
    await prompt.getByText('What you typed is saved on this device').waitFor()
    await page.waitForTimeout(500)
    expect(await page.getByLabel('Company name', { exact: true }).inputValue()).toBe(
      'Kalahari Foods (Pty) Ltd',
    )

    await Promise.all([
      page.waitForEvent('load', { timeout: 30_000 }),
      prompt.getByRole('button', { name: 'Reload now' }).click(),
    ])
    await page.getByText('Your answers from last time are kept on this device.').waitFor()
    expect(await page.getByLabel('Company name', { exact: true }).inputValue()).toBe(
      'Kalahari Foods (Pty) Ltd',
    )
    await context.close()
  })
})
