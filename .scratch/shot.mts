import { chromium } from 'playwright-core'
import { startServer } from '/work/wt/journey/server/src/main'
import { mkdtempSync } from 'node:fs'

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: mkdtempSync('/tmp/shot-'),
  distDir: '/work/wt/journey/dist',
  serveApp: true,
  testMode: true,
  quiet: true,
})
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL: server.url })
const shots = process.argv.slice(2)
for (const [i, url] of shots.entries()) {
  await page.goto(url)
  await page.waitForTimeout(1200)
  await page.screenshot({ path: `/tmp/shot-${i}.png`, fullPage: true })
}
await browser.close()
await server.close()
