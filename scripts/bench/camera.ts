/**
 * Camera QR scan to the verified promotion on screen (docs/design.md section 7: under 600 ms with
 * Chromium's fake camera). A real QR code for the demo promotion PRM2026 / WINTER, on this
 * run's own origin, is turned into a video that Chromium plays as its camera (a y4m file); the
 * real gateway serves the production build and answers promotions/verify.
 *
 * Measured in the page's own clock, from pressing "Start camera" (the camera asked for,
 * started, frames decoded, the route changed, the gateway asked) to the verdict heading in the
 * DOM. html5-qrcode has been fetched before the press, as it is for a person, who reads the
 * dialog's explanation first. Bounded: a fixed number of runs, each with a time limit, and the
 * browser and gateway are closed whatever happens.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import QRCode from 'qrcode'
import { startServer } from '../../server/src/main'
import { appStarted, launchChromium } from '../lib/chromium'

const RUNS = 7
const RUN_TIMEOUT_MS = 15_000
const BAR_MS = 600
const VERDICT = 'This promotion is on the register'

/**
 * A QR code of `text` as a PNG and as a y4m video for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), 640×480, white around the code, 2 s looped.
 */
export async function makeQrVideo(
  text: string,
  dir: string,
): Promise<{ png: string; y4m: string }> {
  const png = join(dir, 'qr.png')
  const y4m = join(dir, 'qr.y4m')
  await QRCode.toFile(png, text, { width: 360, margin: 4, errorCorrectionLevel: 'M' })
  execFileSync(
    process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg',
    [
      ...['-loglevel', 'error', '-y', '-loop', '1', '-i', png],
      ...['-vf', 'pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p'],
      ...['-t', '2', '-r', '10', '-f', 'yuv4mpegpipe', y4m],
    ],
    { stdio: 'inherit', timeout: 30_000 },
  )
  return { png, y4m }
}

/** Chromium flags that make `y4m` the camera and grant it without a prompt. */
export function fakeCameraFlags(y4m: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${y4m}`,
  ]
}

async function oneRun(page: Page): Promise<number> {
  await page.goto('/verify/promotion')
  await appStarted(page)
  await page.getByRole('button', { name: 'Scan QR code' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Scan a QR code' })
  await dialog.getByRole('button', { name: 'Start camera' }).waitFor()
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => {
    const start = [...document.querySelectorAll('dialog button')].find(
      (button) => button.textContent === 'Start camera',
    ) as HTMLButtonElement
    ;(window as unknown as { benchStart: number }).benchStart = performance.now()
    start.click()
  })
  const handle = await page.waitForFunction(
    (heading) => {
      const found = [...document.querySelectorAll('h2')].some((h) => h.textContent === heading)
      return found && performance.now() - (window as unknown as { benchStart: number }).benchStart
    },
    VERDICT,
    { polling: 'raf', timeout: RUN_TIMEOUT_MS },
  )
  return (await handle.jsonValue()) as number
}

export default async function run(): Promise<void> {
  console.log('## Camera QR scan to the verified promotion')
  const dir = mkdtempSync(join(tmpdir(), 'scamlock-bench-camera-'))
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    distDir: process.env.DIST_DIR ?? 'dist',
    serveApp: true,
    quiet: true,
  })
  let browser
  try {
    const { y4m } = await makeQrVideo(`${server.url}/qr-verify/promotion/PRM2026/WINTER`, dir)
    browser = await launchChromium(fakeCameraFlags(y4m))
    const context = await browser.newContext({ baseURL: server.url })
    const page = await context.newPage()
    page.setDefaultTimeout(RUN_TIMEOUT_MS)
    await oneRun(page) // warm-up: first fetch of the chunks and of the camera
    const times: number[] = []
    for (let i = 0; i < RUNS; i += 1) times.push(await oneRun(page))
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]!
    const worst = times.at(-1)!
    console.log(`  runs: ${times.map((time) => time.toFixed(0)).join(', ')} ms`)
    console.log(
      `  median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (bar: under ${BAR_MS} ms) ${
        median < BAR_MS ? 'OK' : 'OVER'
      }`,
    )
  } catch (error) {
    console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  } finally {
    await browser?.close()
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
