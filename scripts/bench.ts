/**
 * `npm run bench`: the figures the product is held to (DESIGN.md section 7), measured on this
 * machine in one run. Sizes first (building when there is no build), then every module in
 * scripts/bench/, in name order; each exports `default async function run(): Promise<void>`
 * that prints its own section and stops by itself (bounded loops, loopback only).
 */
import { execSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BUDGET_KIB, kib, measure } from './size'

if (!existsSync('dist/index.html')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' })

const size = measure()
console.log('## First-load JavaScript of /')
for (const file of size.files) console.log(`  ${file.file}  ${kib(file.gzip)}`)
console.log(`  first load: ${kib(size.firstLoad)} gzipped (budget ${BUDGET_KIB} KiB)`)
console.log(`  all chunks: ${kib(size.allJs)} gzipped\n`)

const dir = join(import.meta.dirname, 'bench')
const only = process.argv.slice(2)
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  if (only.length > 0 && !only.some((name) => file.includes(name))) continue
  const module = (await import(pathToFileURL(join(dir, file)).href)) as {
    default: () => Promise<void>
  }
  await module.default()
  console.log('')
}
process.exit(0)
