/**
 * One gateway call against the bare Hono route, in the same run (docs/design.md section 7: a call
 * must hold at least half the bare route's requests per second). Each server runs in a child
 * process (servers.ts) and is measured alone: warm-up, then bare, gateway, bare, gateway... in
 * six short rounds each, so a slow moment of a shared machine does not fall on one side only:
 * on this project's 2-core virtual machines the speed of both servers swings by half from one
 * second to the next (bare route: 19 to 36 µs of CPU a request in consecutive 2 s rounds), and
 * two rounds of 4 s each let one swing decide a run. The load generator (load.ts) keeps 50
 * connections busy for 2 s per round; the figures are the sums over all rounds. The server's CPU time per request
 * is printed too: steadier than the rate on a busy machine.
 *
 * The bar stays at half (docs/design.md section 7 says why not 0.7): of the bare route's 17 µs
 * of CPU a request, four fifths is the one writev of its answer, which the gateway pays too; on
 * top of it the gateway's nine security headers cost about 6 µs, the body, key and rate limit 3
 * to 4, the call's own work and PGlite 1.5 to 10, the collector 2. Profile either server with
 * `BENCH_CPU_PROF=<folder>` (servers.ts) and read it with profile-summary.ts.
 */
import { seeded } from '../../../server/src/seeded'
import { runLoad, type LoadResult } from './load'
import type { ChildServer } from './servers'

export const CONNECTIONS = 50
export const ROUND_MS = 2_000
export const ROUNDS = 6
const WARM_MS = 1_000
/** The least share of the bare route's requests per second a call must hold. */
export const BAR = 0.5

/** Each call's ratio in this run, for the summary `npm run bench` prints last (bench.ts). */
export const ratios: { call: string; ratio: number }[] = []

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

export interface Side {
  server: ChildServer
  /** The raw bytes of the next request. */
  next: () => Buffer
}

/** Measures both sides and prints a row each, the ratio and the CPU ratio. */
export async function compareWithBare(call: string, bare: Side, gateway: Side): Promise<void> {
  await load(bare.server, bare.next, WARM_MS)
  await load(gateway.server, gateway.next, WARM_MS)
  const bareRounds: Round[] = []
  const gatewayRounds: Round[] = []
  for (let round = 0; round < ROUNDS; round++) {
    bareRounds.push(await load(bare.server, bare.next))
    gatewayRounds.push(await load(gateway.server, gateway.next))
  }
  const b = merge(bareRounds)
  const g = merge(gatewayRounds)
  const ratio = g.perSecond / b.perSecond
  ratios.push({ call, ratio })
  const row = (name: string, r: ReturnType<typeof merge>) =>
    `  ${name.padEnd(22)} ${Math.round(r.perSecond).toString().padStart(7)} req/s` +
    `   p50 ${r.p50Ms.toFixed(2)} ms   p99 ${r.p99Ms.toFixed(2)} ms` +
    `   server CPU ${Math.round(r.cpuPerRequest)} µs/request` +
    `   (${r.requests} requests, ${r.failures} not 2xx)`
  console.log(row('bare Hono route', b))
  console.log(row(call, g))
  console.log(
    `  ratio ${call} / bare route: ${ratio.toFixed(2)} ` +
      `(bar: at least ${BAR.toFixed(2)}) ${ratio >= BAR ? 'met' : 'NOT MET'}`,
  )
  console.log(
    `  CPU ratio (bare µs / gateway µs per request, steadier on a busy machine): ` +
      (b.cpuPerRequest / g.cpuPerRequest).toFixed(2),
  )
  if (g.failures > 0 || b.failures > 0) console.log('  warning: some answers were not 2xx')
}

export { seeded }
