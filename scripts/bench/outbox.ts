/**
 * Outbox replay against a plain upload loop (docs/design.md section 7: the replay of 200 entries with
 * 1 MB attachments at least 0.8 times the rate of a plain loop of the same payloads to the same
 * gateway, in the same run), measured twice: under Node (the sender's code on fake-indexeddb,
 * fetch) and in Chromium (the same code bundled into a page, on real IndexedDB, Web Locks and
 * XHR). Both sides are lib/outbox-sides.ts.
 *
 * - The gateway: the real one in a child process (lib/servers.ts: production settings, uploads
 *   on disk, the embedded database, idempotency), on a loopback port; the browser's page is
 *   opened on its origin, so both sides' requests are same-origin, as the app's are.
 * - Rounds: each side sends 200 entries in 20 rounds of 10, plain and replay alternating which
 *   goes first, so the database growing falls on both. A replay round enqueues its 10 entries
 *   untimed, then times one drain of them. The figure judged is the median over the rounds of
 *   plain seconds / replay seconds: on a shared two-core machine a busy moment makes one round
 *   of either side up to five times slower (single rounds ranged from 0.13 to 3.5 in runs
 *   whose medians were 0.8 to 0.9), and the ratio of the totals then says which side it fell
 *   on more than what the outbox costs; the totals' ratio is printed too.
 * - `BENCH_LOAD=2` spins two processes alongside (lib/busy.ts), as CI's parallel test workers
 *   load its two cores. `BENCH_OUTBOX=node` (or `chromium`) measures one only.
 *   `BENCH_PROFILE=<folder>` records a CPU profile of the Node rounds and
 *   prints what cost most (lib/profile.ts).
 *
 * What costs (Node, loaded: BENCH_LOAD=2 on a two-core machine already busy with other work):
 * the gateway's CPU an entry is the same for both sides (12 to 16 ms); the sender's own is
 * about 10 ms for the plain loop and 15 to 18 ms for the replay. The replay's profile: 40 to
 * 46 % idle (waiting for the gateway), 20 to 27 % garbage collection (15 to 20 % for the plain
 * loop: the attachment read back from IndexedDB is one more megabyte an entry), Dexie and
 * fake-indexeddb 2 to 3 %. The database work between two uploads is small (0.4 to 0.5 ms a
 * transaction on an idle event loop) but CPU-bound: it never sleeps, so on a loaded machine it
 * waits its turn for a core, where the plain loop spends that time asleep on the network. A
 * drain of 50 entries to a gateway that answers at once took 6 to 10 ms an entry to find and
 * read the next entry and 8 to 9 ms to store the outcome, loaded. A first step is fewer
 * transactions: the drain used five an entry (two to find the next one, one to mark it
 * sending, one to read its files, one to store the outcome, which read the entry twice) and
 * now uses two (src/offline/drain.ts; drain.test.ts counts them). It is not enough on a
 * machine as loaded as this one was (load average 19 to 28 on two cores): the replay still
 * costs 5 to 8 ms more of the sender's CPU an entry than the plain loop, and five loaded runs
 * gave medians of 0.54 to 0.85 under Node and 0.66 to 0.96 in Chromium. Next to try: doing
 * the database work of one entry while the previous one uploads, instead of between uploads.
 */
import 'fake-indexeddb/auto'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { DEV_GATEWAY_KEY as KEY } from '../../server/src/env'
import { samplePdf } from '../../server/src/uploads/sample-pdf'
import { launchChromium } from '../lib/chromium'
import { busyCores } from './lib/busy'
import { outboxSides, type Sides } from './lib/outbox-sides'
import { profiled, summarise } from './lib/profile'
import { startChild } from './lib/servers'

const ENTRIES = 200
const ROUNDS = 20
const SIZE = 1024 * 1024
const BAR = 0.8
/** `BENCH_OUTBOX=node` or `chromium`: one side only (while profiling, say). */
const only = process.env.BENCH_OUTBOX

interface Totals {
  plain: number
  replay: number
  /** This process's CPU time per side, in ms (Node only: the client is this process). */
  cpu?: { plain: number; replay: number }
  /** Per round, plain / replay. */
  ratios: number[]
}

async function rounds(sides: Sides): Promise<Totals> {
  const totals: Totals = { plain: 0, replay: 0, ratios: [] }
  const count = ENTRIES / ROUNDS
  for (let round = 0; round < ROUNDS; round++) {
    let plain = 0
    let replay = 0
    if (round % 2 === 0) {
      plain = await sides.plain(count)
      replay = await sides.replay(count)
    } else {
      replay = await sides.replay(count)
      plain = await sides.plain(count)
    }
    totals.plain += plain
    totals.replay += replay
    totals.ratios.push(plain / replay)
  }
  return totals
}

const line = (name: string, seconds: number) =>
  `    ${name.padEnd(14)} ${(ENTRIES / seconds).toFixed(1).padStart(6)} entries/s  ` +
  `${((ENTRIES * SIZE) / 2 ** 20 / seconds).toFixed(1).padStart(6)} MB/s  (${seconds.toFixed(2)} s)`

/** Under Node: the timed parts profiled (BENCH_PROFILE) and their CPU time summed. */
const cpu = { plain: 0, replay: 0 }
const gatewayCpu = { plain: 0, replay: 0 }
let gatewayServer: { cpu(): Promise<number> } | undefined
async function measured<T>(side: keyof Sides, fn: () => Promise<T>): Promise<T> {
  const before = process.cpuUsage()
  const gatewayBefore = (await gatewayServer?.cpu()) ?? 0
  try {
    return await profiled(side, fn)
  } finally {
    const { user, system } = process.cpuUsage(before)
    cpu[side] += (user + system) / 1000
    gatewayCpu[side] += (((await gatewayServer?.cpu()) ?? 0) - gatewayBefore) / 1000
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function report(where: string, totals: Totals) {
  const ratio = median(totals.ratios)
  console.log(`  ${where}:`)
  console.log(line('plain loop', totals.plain))
  console.log(line('outbox replay', totals.replay))
  const spread = `rounds ${Math.min(...totals.ratios).toFixed(2)} to ${Math.max(...totals.ratios).toFixed(2)}`
  console.log(
    `    replay / plain: ${ratio.toFixed(2)}, the median of ${ROUNDS} rounds (${spread}; ` +
      `of the totals ${(totals.plain / totals.replay).toFixed(2)}); bar: at least ${BAR}: ` +
      (ratio >= BAR ? 'PASS' : 'FAIL'),
  )
  if (totals.cpu) {
    const per = (ms: number) => `${(ms / ENTRIES).toFixed(1)} ms`
    console.log(
      `    the sender's own CPU an entry: plain ${per(totals.cpu.plain)}, replay ${per(totals.cpu.replay)}`,
    )
    console.log(
      `    the gateway's CPU an entry: plain ${per(gatewayCpu.plain)}, replay ${per(gatewayCpu.replay)}`,
    )
  }
}

/** The page code (lib/outbox-page.ts) as one script, built by Vite. */
async function pageScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      lib: {
        entry: fileURLToPath(new URL('lib/outbox-page.ts', import.meta.url)),
        formats: ['iife'],
        name: 'outboxBenchPage',
      },
    },
  })
  const [result] = Array.isArray(output) ? output : [output]
  if (!result || !('output' in result)) throw new Error('outbox bench page: no build output')
  return result.output[0].code
}

async function inChromium(url: string, pdf: Uint8Array, script: string): Promise<Totals> {
  const browser = await launchChromium()
  try {
    // The gateway's answers carry a strict CSP; the bench's own script is let in.
    const context = await browser.newContext({ bypassCSP: true })
    const page = await context.newPage()
    await page.goto(`${url}/api/health`)
    await page.addScriptTag({ content: script })
    await page.evaluate(
      ({ base64, key }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        Object.assign(globalThis, { sides: globalThis.outboxBench(bytes, '', key) })
      },
      { base64: Buffer.from(pdf).toString('base64'), key: KEY },
    )
    const sides: Sides = {
      plain: (count) =>
        page.evaluate((n) => (globalThis as unknown as { sides: Sides }).sides.plain(n), count),
      replay: (count) =>
        page.evaluate((n) => (globalThis as unknown as { sides: Sides }).sides.replay(n), count),
    }
    await sides.plain(1) // warm-up: connection, JIT, the database opened
    await sides.replay(1)
    return await rounds(sides)
  } finally {
    await browser.close()
  }
}

export default async function run(): Promise<void> {
  console.log(`## Outbox replay: ${ENTRIES} entries with a 1 MB attachment each, local gateway`)
  if (process.env.BENCH_LOAD) console.log(`  (${process.env.BENCH_LOAD} busy processes alongside)`)
  const stopLoad = busyCores()
  const gateway = await startChild('gateway')
  try {
    const url = `http://127.0.0.1:${gateway.port}`
    const pdf = new Uint8Array(samplePdf({ size: SIZE, seed: 0 }))
    if (only !== 'chromium') {
      const node = outboxSides(pdf, url, KEY, measured)
      await node.plain(1) // warm-up: connections, JIT, first insert
      await node.replay(1)
      Object.assign(cpu, { plain: 0, replay: 0 })
      Object.assign(gatewayCpu, { plain: 0, replay: 0 })
      gatewayServer = gateway
      report('Node (fake-indexeddb, fetch)', { ...(await rounds(node)), cpu })
      summarise('replay')
      summarise('plain')
    }
    if (only !== 'node') {
      report('Chromium (IndexedDB, XHR)', await inChromium(url, pdf, await pageScript()))
    }
  } finally {
    await gateway.stop()
    stopLoad()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run()
