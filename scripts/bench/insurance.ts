/**
 * Insurance figures (docs/design.md section 7):
 * - the JavaScript a visitor downloads on /insurance, /insurance/quote and the first page of
 *   /insurance/join, against the bare page in the same run (the route budget, scripts/size.ts);
 * - `premium/quote` requests per second against a bare Hono route in the same run (bar: at
 *   least half), measured like product/check (lib/compare.ts). The mix: 240 distinct valid
 *   quotes over every package, members 25 to 64, none to four people covered at ages their
 *   add-ons take, from a fixed seed. Every quote is checked once to answer 200 first.
 */
import { todayInBotswana } from '../../src/shared/insurance/age'
import { bandFor } from '../../src/shared/insurance/pricing'
import type { FuneralScheme } from '../../src/shared/insurance/types'
import { DEV_GATEWAY_KEY } from '../../server/src/env'
import { compareWithBare, seeded } from './lib/compare'
import { jsonRequest } from './lib/load'
import { measureBudget, printBudget } from '../size'
import { BARE_PATH, startChild } from './lib/servers'

const QUOTES = 240
const headers = { 'content-type': 'application/json', 'x-api-key': DEV_GATEWAY_KEY }

async function javascriptOfRoutes() {
  console.log('## JavaScript of the insurance routes against the bare page (scripts/size.ts)')
  printBudget(await measureBudget(['/insurance', '/insurance/quote', '/insurance/join']))
}

/** Valid quote bodies over the whole catalogue, from a fixed seed. */
export function quoteBodies(schemes: FuneralScheme[]) {
  const random = seeded(20260615)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const today = todayInBotswana()
  const year = Number(today.slice(0, 4))
  // The first of this month: the birthday has come, so the age is exact.
  const born = (age: number) => `${year - age}-${today.slice(5, 7)}-01`
  const packages = schemes.flatMap((scheme) => scheme.packages)
  const bodies: unknown[] = []
  while (bodies.length < QUOTES) {
    const item = pick(packages)
    const addOns = []
    for (let n = Math.floor(random() * 5); n > 0; n--) {
      const name = pick([...new Set(item.addOns.map((addOn) => addOn.name))])
      const rows = item.addOns.filter((addOn) => addOn.name === name)
      const min = Math.min(...rows.map((row) => row.minAgeRule))
      const max = Math.max(...rows.map((row) => row.maxAgeRule))
      const age = min + Math.floor(random() * (max - min))
      addOns.push({ addOnId: bandFor(item, name, age)!.id, dateOfBirth: born(age) })
    }
    const memberAge = 25 + Math.floor(random() * 39)
    bodies.push({ packageId: item.id, memberDateOfBirth: born(memberAge), addOns })
  }
  return bodies
}

export async function quoteRate() {
  console.log('## Gateway: premium/quote against a bare Hono route (loopback)')
  // 50 connections from one address stand for many members, as behind a proxy (gateway.ts).
  const gateway = await startChild('gateway', { TRUST_PROXY: '1' })
  const bare = await startChild('bare')
  try {
    const base = `http://127.0.0.1:${gateway.port}/api`
    const list = await fetch(`${base}/schemes/list`, { method: 'POST', headers, body: '{}' })
    const bodies = quoteBodies(((await list.json()) as { data: FuneralScheme[] }).data)
    for (const body of bodies) {
      const answer = await fetch(`${base}/premium/quote`, {
        ...{ method: 'POST', headers, body: JSON.stringify(body) },
      })
      if (answer.status !== 200) throw new Error(`${JSON.stringify(body)}: ${await answer.text()}`)
    }
    const requests = bodies.map((body) =>
      jsonRequest('/api/premium/quote', body, { 'x-api-key': DEV_GATEWAY_KEY }),
    )
    let i = 0
    const bareRequest = jsonRequest(BARE_PATH, bodies[0])
    await compareWithBare(
      'premium/quote',
      { server: bare, next: () => bareRequest },
      { server: gateway, next: () => requests[i++ % requests.length]! },
    )
  } finally {
    await Promise.all([gateway.stop(), bare.stop()])
  }
}

export default async function run(): Promise<void> {
  try {
    await javascriptOfRoutes()
  } catch (error) {
    console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
  console.log('')
  await quoteRate()
}
