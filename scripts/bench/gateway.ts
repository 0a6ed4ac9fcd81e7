/**
 * Gateway bench (DESIGN.md section 7): `product/check` requests per second on loopback, with
 * the mix of a QR campaign, beside a bare Hono route measured in the same run. The bar: the
 * gateway holds at least half the bare route's rate.
 *
 * Mix: 80% of requests go to 10 hot codes (the demo codes among them: genuine, flagged and
 * unknown), the rest spread evenly over 4,000 codes: the 3,000 sample products and 1,000 codes
 * that are on no register. A fixed seed makes every run send the same sequence. Each server
 * runs in a child process (lib/servers.ts) and is measured alone: warm-up, then bare, gateway,
 * bare, gateway, so a slow moment of a shared machine does not fall on one side only. The load
 * generator (lib/load.ts) keeps 50 connections busy for 4 s per round.
 */
import { DEV_GATEWAY_KEY } from '../../server/src/env'
import { seeded } from '../../server/src/seeded'
import { jsonRequest, runLoad, type LoadResult } from './lib/load'
import { BARE_PATH, startChild, type ChildServer } from './lib/servers'

const CONNECTIONS = 50
const ROUND_MS = 4_000
const WARM_MS = 1_000
const HOT_SHARE = 0.8

export function campaignCodes() {
  const hot = ['BWP100001', 'BWP900009', 'BWP555555']
  for (let i = 0; hot.length < 10; i++) hot.push(`BWP${101000 + i * 97}`)
  const cold: string[] = []
  for (let i = 2; i <= 3001; i++) cold.push(`BWP${100000 + i}`)
  for (let i = 0; i < 1000; i++) cold.push(`BWP${200000 + i * 7}`)
  return { hot, cold }
}

function campaignMix() {
  const { hot, cold } = campaignCodes()
  const headers = { 'x-api-key': DEV_GATEWAY_KEY }
  const build = (code: string) => jsonRequest('/api/product/check', { code }, headers)
  const hotRequests = hot.map(build)
  const coldRequests = cold.map(build)
  const random = seeded(20261121)
  return () => {
    const pick = random()
    if (pick < HOT_SHARE) return hotRequests[Math.floor((pick / HOT_SHARE) * hotRequests.length)]!
    return coldRequests[Math.floor(random() * coldRequests.length)]!
  }
}

interface Round extends LoadResult {
  /** The server's CPU time in the round, in microseconds. */
  cpu: number
}

async function load(server: ChildServer, next: () => Buffer, durationMs = ROUND_MS) {
  const before = await server.cpu()
  const result = await runLoad({ port: server.port, connections: CONNECTIONS, durationMs, next })
  return { ...result, cpu: (await server.cpu()) - before } satisfies Round
}

function merge(results: Round[]) {
  const requests = results.reduce((sum, r) => sum + r.requests, 0)
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0)
  return {
    perSecond: requests / seconds,
    cpuPerRequest: results.reduce((sum, r) => sum + r.cpu, 0) / requests,
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    p50Ms: Math.max(...results.map((r) => r.p50Ms)),
    p99Ms: Math.max(...results.map((r) => r.p99Ms)),
    requests,
  }
}

/** One request per demo code, so a broken gateway cannot post a fast figure of errors. */
async function checkVerdicts(port: number) {
  const expected = { BWP100001: 'genuine', BWP900009: 'flagged', BWP555555: 'not_found' }
  for (const [code, verdict] of Object.entries(expected)) {
    const response = await fetch(`http://127.0.0.1:${port}/api/product/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEV_GATEWAY_KEY },
      body: JSON.stringify({ code }),
    })
    const body = (await response.json()) as { data?: { verdict?: string } }
    if (body.data?.verdict !== verdict)
      throw new Error(`${code}: expected ${verdict}, got ${JSON.stringify(body)}`)
  }
}

export default async function run(): Promise<void> {
  console.log('## Gateway: product/check against a bare Hono route (loopback)')
  // 50 connections from one address stand for many phones: past the gateway's cap of
  // connections per client address, as behind a proxy (TRUST_PROXY lifts that cap).
  const gateway = await startChild('gateway', { TRUST_PROXY: '1' })
  const bare = await startChild('bare')
  try {
    await checkVerdicts(gateway.port)
    const bareRequest = jsonRequest(BARE_PATH, { code: 'BWP100001' })
    const bareNext = () => bareRequest
    const gatewayNext = campaignMix()
    await load(bare, bareNext, WARM_MS)
    await load(gateway, gatewayNext, WARM_MS)
    const bareRounds: Round[] = []
    const gatewayRounds: Round[] = []
    for (let round = 0; round < 2; round++) {
      bareRounds.push(await load(bare, bareNext))
      gatewayRounds.push(await load(gateway, gatewayNext))
    }
    const b = merge(bareRounds)
    const g = merge(gatewayRounds)
    const ratio = g.perSecond / b.perSecond
    const row = (name: string, r: ReturnType<typeof merge>) =>
      `  ${name.padEnd(22)} ${Math.round(r.perSecond).toString().padStart(7)} req/s` +
      `   p50 ${r.p50Ms.toFixed(2)} ms   p99 ${r.p99Ms.toFixed(2)} ms` +
      `   server CPU ${Math.round(r.cpuPerRequest)} µs/request` +
      `   (${r.requests} requests, ${r.failures} not 2xx)`
    console.log(
      `  ${CONNECTIONS} connections, 2 rounds of ${ROUND_MS / 1000} s each; mix: ` +
        `${HOT_SHARE * 100}% on 10 hot codes, the rest over 4,000 codes`,
    )
    console.log(row('bare Hono route', b))
    console.log(row('product/check', g))
    console.log(
      `  ratio: ${ratio.toFixed(2)} (bar: at least 0.50) ${ratio >= 0.5 ? 'met' : 'NOT MET'}`,
    )
    console.log(
      `  CPU ratio (bare µs / gateway µs per request, steadier on a busy machine): ` +
        (b.cpuPerRequest / g.cpuPerRequest).toFixed(2),
    )
    if (g.failures > 0 || b.failures > 0) console.log('  warning: some answers were not 2xx')
  } finally {
    await Promise.all([gateway.stop(), bare.stop()])
  }
}
