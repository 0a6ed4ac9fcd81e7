/**
 * The camera QR scanner against the real gateway (and so under its real CSP), with real QR
 * codes played to Chromium's fake camera (a y4m video): one of ours lands on the verified
 * promotion; a foreign link is shown as text with a warning and nothing is opened or fetched.
 * Also: the photo fallback, the camera picker, a refused camera, the camera stopping on close,
 * that no scanner code loads before the scanner opens, and axe.
 * Chromium takes its camera file at launch, so each QR code gets its own browser.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fakeCameraFlags, makeQrVideo } from '../../scripts/bench/camera'
import { baseUrl, expectNoAxeViolations, launch, newContext } from './browser'

const VERDICT = 'This promotion is on the register'
const FOREIGN = 'https://evil.example/qr-verify/promotion/PRM2026/WINTER'

let dir: string
const open: Array<Browser | BrowserContext> = []

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'scamlock-scanner-'))
})
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * A browser whose camera shows a QR code of `text` (or, for null, Chromium's own test
 * pattern), and a page in it.
 */
async function withCamera(text: string | null, extraArgs: string[] = []) {
  const sub = mkdtempSync(join(dir, 'qr-'))
  const { png, y4m } = text === null ? { png: '', y4m: '' } : await makeQrVideo(text, sub)
  const flags = y4m
    ? fakeCameraFlags(y4m)
    : ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream=device-count=2']
  const browser = await launch([...flags, ...extraArgs])
  open.push(browser)
  const context = await newContext(browser)
  open.push(context)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return { page, context, png, problems }
}

async function openScanner(page: Page, from: string | null = '/verify/promotion') {
  if (from) await page.goto(from)
  await page.getByRole('banner').getByRole('button', { name: 'Scan promotion QR code' }).click()
  const dialog = page.getByRole('dialog', { name: 'Scan a QR code' })
  await dialog.waitFor()
  return dialog
}

/** Every camera track the page ever opened, recorded as it is handed out. */
async function recordTracks(page: Page) {
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = []
    Object.assign(window, { cameraTracks: tracks })
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints)
      tracks.push(...stream.getVideoTracks())
      return stream
    }
  })
}

/** The scanner's chunks this document has fetched: none until the scanner opens. */
const scannerChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/assets\/(ScannerDialog|engine)-[^/]*\.js$/.exec(entry.name)?.[1])
      .filter(Boolean)
      .sort(),
  )

const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.filter(
        (track) => track.readyState === 'live',
      ).length,
  )

describe('the camera QR scanner', () => {
  it('scans one of our QR codes with the camera and lands on the verified promotion', async () => {
    const { page, problems } = await withCamera(`${baseUrl()}/qr-verify/promotion/PRM2026/WINTER`)
    await recordTracks(page)
    const dialog = await openScanner(page)
    expect(await dialog.textContent()).toContain('nothing is recorded, kept or sent')
    await dialog.getByRole('button', { name: 'Start camera' }).click()

    await page.waitForURL((url) => url.pathname === '/qr-verify/promotion/PRM2026/WINTER')
    await page.getByRole('heading', { name: VERDICT }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await liveTracks(page)).toBe(0)
    expect(problems).toEqual([])
  })

  it('shows a foreign link as text with a warning and opens nothing', async () => {
    const { page, context, problems } = await withCamera(FOREIGN)
    const foreign: string[] = []
    context.on('request', (request) => {
      if (!request.url().startsWith(baseUrl())) foreign.push(request.url())
    })
    await recordTracks(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(await scannerChunks(page)).toEqual([])
    const dialog = await openScanner(page, null)
    await dialog.getByRole('button', { name: 'Start camera' }).click()

    await dialog.getByRole('heading', { name: 'This is not a ScamLock code' }).waitFor()
    expect(await scannerChunks(page)).toEqual(['ScannerDialog', 'engine'])
    expect(await dialog.locator('pre').textContent()).toBe(FOREIGN)
    expect(await page.locator(`a[href*="evil.example"]`).count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/')
    expect(context.pages()).toHaveLength(1)
    expect(foreign).toEqual([])
    expect(await liveTracks(page)).toBe(0)
    await expectNoAxeViolations(page)
    expect(problems).toEqual([])
  })

  it('reads a QR code from a photo', async () => {
    const { page, png } = await withCamera(`${baseUrl()}/qr-verify/promotion/PRM2026/WINTER`)
    const dialog = await openScanner(page)
    const chooser = page.waitForEvent('filechooser')
    await dialog.getByRole('button', { name: 'Scan from a photo' }).click()
    await (await chooser).setFiles(png)
    await page.getByRole('heading', { name: VERDICT }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/qr-verify/promotion/PRM2026/WINTER')
  })

  it('picks between two cameras, passes axe while scanning, stops the camera on close', async () => {
    // Chromium's own test pattern as the camera: it runs, but there is no code to read.
    const { page } = await withCamera(null)
    await recordTracks(page)
    const dialog = await openScanner(page)
    await dialog.getByRole('button', { name: 'Start camera' }).click()
    await dialog.getByRole('button', { name: 'Stop camera' }).waitFor()
    await dialog.locator('video').waitFor()
    await dialog.getByText('Hold the QR code inside the square', { exact: false }).waitFor()
    expect(await liveTracks(page)).toBe(1)
    await expectNoAxeViolations(page)

    // Two fake cameras: a picker, and choosing the other one swaps the stream.
    const picker = dialog.getByRole('combobox', { name: 'Camera' })
    const current = await picker.inputValue()
    const options = await picker
      .locator('option')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value))
    expect(options).toHaveLength(2)
    expect(options).toContain(current)
    await picker.selectOption(options.find((value) => value !== current)!)
    await page.waitForFunction(
      () => (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.length === 2,
    )
    await dialog.getByText('Hold the QR code inside the square', { exact: false }).waitFor()
    expect(await liveTracks(page)).toBe(1)

    await dialog.getByRole('button', { name: 'Close' }).click()
    // The dialog goes once the camera has stopped, which takes a moment on a busy device.
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.waitForFunction(() =>
      (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.every(
        (track) => track.readyState === 'ended',
      ),
    )
  })

  it('says what to do when the camera is refused', async () => {
    // No fake permission UI: the prompt Chromium would show is dismissed, as a refusal.
    const browser = await launch(['--use-fake-device-for-media-stream'])
    open.push(browser)
    const context = await newContext(browser)
    open.push(context)
    const page = await context.newPage()
    const dialog = await openScanner(page)
    await dialog.getByRole('button', { name: 'Start camera' }).click()
    const alert = dialog.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Camera access was refused')
    expect(await dialog.getByRole('button', { name: 'Try again' }).count()).toBe(1)
    const typeInstead = dialog.getByRole('link', { name: 'Type the code instead' })
    // Portalled out of the header, so it does not inherit the header's white links.
    expect(await typeInstead.evaluate((link) => getComputedStyle(link).color)).not.toBe(
      'rgb(255, 255, 255)',
    )
    await typeInstead.click()
    await page.getByRole('textbox', { name: /Promotion code/ }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
  })
})
