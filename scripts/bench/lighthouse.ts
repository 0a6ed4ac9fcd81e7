/**
 * Lighthouse on every budgeted public route against the bare page (docs/design.md section 7):
 * Lighthouse 13's default run (a mobile phone, simulated slow 4G, throttled CPU) in
 * Debian's Chromium (its flags in scripts/lib), three runs each, the median printed beside the bare React
 * + TanStack Router page built and served the same way in the same run (scripts/lib/bare.ts).
 * The production build is served by the real gateway, gzipped, as `npm start` serves it.
 *
 * Bars: performance at least 98, accessibility and best practices 100, first contentful paint
 * no later than the bare page's (its median). Runs go round by round (the bare page, then every
 * route, three times over), so that a busy moment of a shared machine falls on all alike.
 * `LIGHTHOUSE_RUNS` and `LIGHTHOUSE_ROUTES` (comma-separated) narrow a run while working.
 */
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { BUDGETED_ROUTES } from '../../src/config/public-routes'
import { serveApp } from '../lib/app-gateway'
import { buildBarePage, serveBuilt } from '../lib/bare'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const BAR = { performance: 98, accessibility: 100, bestPractices: 100 }
const BARE = 'bare React + TanStack Router'

interface Scores {
  performance: number
  accessibility: number
  bestPractices: number
  /** First contentful paint, ms (simulated). */
  fcp: number
}

// Lighthouse now and then fails to record a load's trace (NO_NAVSTART, NO_FCP on a busy
// machine): that says nothing of the page, so the run is made again, up to this many times.
const ATTEMPTS = 3

async function audit(url: string, port: number, attempt = 1): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError && attempt < ATTEMPTS) {
    console.log(`  (${url}: ${runtimeError.code}, run again)`)
    return audit(url, port, attempt + 1)
  }
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function summarise(runs: Scores[]): Scores {
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    fcp: median(runs.map((run) => run.fcp)),
  }
}

export default async function run(): Promise<void> {
  const routes = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? [...BUDGETED_ROUTES]
  console.log(`## Lighthouse (mobile, simulated slow 4G), median of ${RUNS} runs`)
  const bareBuild = await buildBarePage()
  const bare = await serveBuilt(bareBuild.dir)
  const gateway = await serveApp()
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
  try {
    const pages = [
      { name: BARE, url: `${bare.url}/` },
      ...routes.map((route) => ({ name: route, url: `${gateway.url}${route}` })),
    ]
    const results = new Map<string, Scores[]>(pages.map((page) => [page.name, []]))
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of pages) results.get(page.name)!.push(await audit(page.url, chrome.port))
    }
    const bareScores = summarise(results.get(BARE)!)
    const cell = (value: number, width: number) => String(Math.round(value)).padStart(width)
    console.log(`  ${'page'.padEnd(34)} perf  a11y  best  FCP ms  bare FCP`)
    let missed = 0
    for (const page of pages) {
      const s = summarise(results.get(page.name)!)
      const problems = [
        s.performance < BAR.performance && 'performance',
        s.accessibility < BAR.accessibility && 'accessibility',
        s.bestPractices < BAR.bestPractices && 'best practices',
        page.name !== BARE && s.fcp > bareScores.fcp && 'FCP',
      ].filter(Boolean)
      if (page.name !== BARE && problems.length > 0) missed += 1
      console.log(
        `  ${page.name.padEnd(34)} ${cell(s.performance, 4)}  ${cell(s.accessibility, 4)}  ` +
          `${cell(s.bestPractices, 4)}  ${cell(s.fcp, 6)}  ${cell(bareScores.fcp, 8)}` +
          (page.name !== BARE && problems.length > 0 ? `  NOT MET: ${problems.join(', ')}` : ''),
      )
    }
    console.log(
      `  bars: performance ≥ ${BAR.performance}, accessibility and best practices 100, ` +
        `FCP ≤ the bare page's; ` +
        (missed === 0 ? 'every route meets them' : `${missed} route(s) miss one`),
    )
  } finally {
    chrome.kill()
    await Promise.all([gateway.close(), bare.close()])
    bareBuild.remove()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run()
