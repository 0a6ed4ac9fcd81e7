/**
 * The route JavaScript budget (docs/design.md section 7), in the test command and
 * in `npm run bench`: for every page of src/config/public-routes.ts, every script a new
 * visitor's browser downloads until the network is idle, as sent (scripts/lib/route-js.ts),
 * against the bare React + TanStack Router page built and served the same way in the same run
 * (scripts/lib/bare.ts). `--check` fails when any route is above BUDGET_RATIO times the bare
 * page: there are no exceptions. The app comes from dist/ (build it first), served by the real
 * gateway.
 */
import { BUDGETED_ROUTES } from '../src/config/public-routes'
import { serveApp } from './lib/app-gateway'
import { buildBarePage, serveBuilt } from './lib/bare'
import { launchChromium } from './lib/chromium'
import { measureRoute, type RouteLoad } from './lib/route-js'

export const BUDGET_RATIO = 1.3

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

export interface BudgetReport {
  bare: RouteLoad
  routes: RouteLoad[]
  limit: number
  over: RouteLoad[]
}

/** Builds the bare page, serves both, measures every route; closes everything it started. */
export async function measureBudget(
  routes: readonly string[] = BUDGETED_ROUTES,
  distDir = process.env.DIST_DIR ?? 'dist',
): Promise<BudgetReport> {
  const bareBuild = await buildBarePage()
  const bareServer = await serveBuilt(bareBuild.dir)
  const gateway = await serveApp(distDir)
  const browser = await launchChromium()
  try {
    const bare = await measureRoute(browser, bareServer.url, '/')
    const measured: RouteLoad[] = []
    for (const route of routes) measured.push(await measureRoute(browser, gateway.url, route))
    const limit = bare.bytes * BUDGET_RATIO
    const over = measured.filter((r) => r.bytes > limit)
    return { bare, routes: measured, limit, over }
  } finally {
    await browser.close()
    await Promise.all([gateway.close(), bareServer.close()])
    bareBuild.remove()
  }
}

/** The table: each route's scripts (count, bytes) and its ratio to the bare page. */
export function printBudget(report: BudgetReport, detail = false): void {
  const { bare, limit } = report
  const row = (load: RouteLoad) =>
    `  ${load.route.padEnd(34)} ${String(load.scripts.length).padStart(3)} scripts ` +
    `${kib(load.bytes).padStart(10)}  ${(load.bytes / bare.bytes).toFixed(2)} × bare`
  console.log(`  ${'route'.padEnd(34)} JavaScript until the network is idle, as sent`)
  console.log(`${row({ ...bare, route: 'bare React + TanStack Router' })}`)
  for (const load of report.routes) {
    console.log(`${row(load)}${load.bytes <= limit ? '' : '  OVER'}`)
    if (detail)
      for (const script of load.scripts) console.log(`      ${script.url}  ${kib(script.bytes)}`)
  }
  console.log(
    `  bar: at most ${BUDGET_RATIO} × the bare page = ${kib(limit)}; ` +
      (report.over.length === 0 ? 'every route within it' : `${report.over.length} over`),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await measureBudget()
  printBudget(report, process.argv.includes('--detail') || report.over.length > 0)
  if (process.argv.includes('--check') && report.over.length > 0) process.exit(1)
  process.exit(0)
}
