/**
 * First-load JavaScript of `/`: the entry script plus every module `dist/index.html`
 * preloads, gzipped as the gateway sends them (zlib's default level, like CompressionStream).
 * `--check` fails above the budget: 1.15 × the 92 KiB of a bare React + TanStack Router page
 * built the same way (STACK.md, DESIGN.md section 7).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const BUDGET_KIB = 106

export interface SizeReport {
  files: Array<{ file: string; gzip: number }>
  firstLoad: number
  allJs: number
}

const gz = (path: string) => gzipSync(readFileSync(path)).length

export function measure(dist = 'dist'): SizeReport {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const urls = new Set<string>()
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g))
    urls.add(match[1]!)
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    urls.add(match[1]!)
  const files = [...urls].map((url) => ({ file: url, gzip: gz(join(dist, url)) }))
  const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'))
  return {
    files,
    firstLoad: files.reduce((sum, file) => sum + file.gzip, 0),
    allJs: assets.reduce((sum, name) => sum + gz(join(dist, 'assets', name)), 0),
  }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = measure()
  for (const file of report.files) console.log(`  ${file.file}  ${kib(file.gzip)} gzipped`)
  console.log(
    `First-load JavaScript of /: ${kib(report.firstLoad)} gzipped (budget ${BUDGET_KIB} KiB)`,
  )
  console.log(`All JavaScript chunks: ${kib(report.allJs)} gzipped`)
  if (process.argv.includes('--check') && report.firstLoad > BUDGET_KIB * 1024) {
    console.error(`Over budget by ${kib(report.firstLoad - BUDGET_KIB * 1024)}`)
    process.exit(1)
  }
}
