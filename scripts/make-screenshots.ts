/**
 * Takes the web manifest's screenshots (scripts/build/manifest.ts): the Verify Product page
 * with a genuine code checked, on a phone (390 x 844 at 2x: 780 x 1688, `narrow`) and on a
 * computer (1280 x 720, `wide`), from the built app on a gateway of its own with a throwaway
 * database, in Debian's Chromium. The screenshots are committed; this script is how they
 * were made. Stored as 8-bit palette PNGs: the page has few colours, and the install dialog
 * downloads them. Run after `npx vite build`: npx tsx scripts/make-screenshots.ts
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { parseEnv } from '../server/src/env'
import { startServer } from '../server/src/main'
import { SCREENSHOTS } from './build/manifest'
import { appStarted, launchChromium } from './lib/chromium'

const VIEWPORTS = {
  narrow: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  wide: { viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
}

const dataDir = mkdtempSync(join(tmpdir(), 'scamlock-screenshots-'))
const server = await startServer({
  env: parseEnv({ NODE_ENV: 'production' }),
  port: 0,
  host: '127.0.0.1',
  dataDir,
  serveApp: true,
  quiet: true,
})
const browser = await launchChromium()
try {
  for (const shot of SCREENSHOTS) {
    const context = await browser.newContext({ ...VIEWPORTS[shot.form_factor], locale: 'en' })
    const page = await context.newPage()
    await page.goto(`${server.url}/`)
    await appStarted(page)
    await page.getByLabel('Product code').fill('BWP100001')
    await page.getByRole('button', { name: 'Check product' }).click()
    await page.locator('section.result').waitFor()
    // The verdict's heading takes the focus (for screen readers); no caret or ring in the picture.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const png = await page.screenshot()
    const file = join('public', shot.src)
    writeFileSync(file, await sharp(png).png({ palette: true, compressionLevel: 9 }).toBuffer())
    // The gateway's start made this process's new files owner-only (server/src/private-files.ts).
    chmodSync(file, 0o644)
    const { width, height } = await sharp(file).metadata()
    console.log(`${file}: ${width}x${height} (declared ${shot.sizes})`)
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
