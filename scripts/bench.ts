/**
 * `npm run bench`: the figures the product is held to (docs/design.md section 7), measured on this
 * machine in one run. The route JavaScript table first (building when there is no build),
 * then every module in scripts/bench/, in name order; each exports
 * `default async function run(): Promise<void>` that prints its own section and stops by
 * itself (bounded loops, loopback only). `npm run bench -- gateway lighthouse` runs only
 * those sections (`size` names the table).
 */
import { execSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BAR, ratios } from './bench/lib/compare'
import { measureBudget, printBudget } from './size'

if (!existsSync('dist/index.html')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' })

const only = process.argv.slice(2)
if (only.length === 0 || only.some((name) => 'size'.includes(name))) {
  console.log('## Route JavaScript against the bare page (scripts/size.ts)')
  printBudget(await measureBudget())
  console.log('')
}

const dir = join(import.meta.dirname, 'bench')
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
if (ratios.length > 0) {
  console.log(`## Gateway calls against the bare Hono route (bar: at least ${BAR.toFixed(2)})`)
  for (const { call, ratio } of ratios) {
    console.log(`  ${call.padEnd(16)} ${ratio.toFixed(2)}  ${ratio >= BAR ? 'met' : 'NOT MET'}`)
  }
}
// A section that misses its bar sets process.exitCode.
process.exit()
