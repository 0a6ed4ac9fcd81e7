/**
 * Upload bench: 20 concurrent product registrations, each with a 10 MB PDF,
 * against the real gateway in a child process (production settings, uploads on disk), while a
 * separate thread asks `/api/health` every 20 ms. The bars: the gateway's resident memory rises
 * by less than 100 MB during the burst, and `/api/health` answers within 100 ms at p95.
 * Before the streaming parser the same burst raised memory by 480 MB and health took up to 4.9 s.
 *
 * The uploads are sent by this process (fetch, multipart); health is polled from a worker
 * thread, so a busy sender does not count against the gateway's latency. Memory is sampled
 * every 25 ms; the rise is the peak over the figure taken after a warm-up upload.
 */
import { Worker } from 'node:worker_threads'
import { DEV_GATEWAY_KEY } from '../../server/src/env'
import { SAMPLE_REGISTRATION } from '../../server/src/sample-registration'
import { samplePdf } from '../../server/src/uploads/sample-pdf'
import { makeReference } from '../../src/shared/reference'
import { startChild } from './lib/servers'

const UPLOADS = 20
const SIZE = 10_000_000 // under the 10 MiB a file
const RSS_BAR_MB = 100
const HEALTH_BAR_MS = 100

async function upload(port: number, file: Buffer, client: number): Promise<number> {
  const reference = makeReference('productRegistration')
  const form = new FormData()
  form.append('reference', reference)
  // Each registration its own product code: the gateway refuses a code already pending.
  const fields = { ...SAMPLE_REGISTRATION, productCode: `BEN${String(client).padStart(6, '0')}` }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('document', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'a.pdf')
  const response = await fetch(`http://127.0.0.1:${port}/api/product/register`, {
    method: 'POST',
    // Twenty phones, not one client with twenty uploads (which the gateway caps at four).
    headers: {
      'x-api-key': DEV_GATEWAY_KEY,
      'Idempotency-Key': reference,
      'x-forwarded-for': `10.0.0.${client}`,
    },
    body: form,
  })
  const text = await response.text()
  if (response.status !== 201 && client === 0)
    console.log(`  upload 0 answered: ${text.slice(0, 300)}`)
  return response.status
}

/** The status, or 0 when the connection failed (reported, not thrown: the bench goes on). */
const tryUpload = (port: number, file: Buffer, client: number) =>
  upload(port, file, client).catch((error: Error) => {
    console.log(`  upload ${client} failed: ${String(error.cause ?? error)}`)
    return 0
  })

const POLLER = `
const { parentPort, workerData } = require('node:worker_threads')
const latencies = []
let stop = false
parentPort.on('message', () => { stop = true })
;(async () => {
  while (!stop) {
    const started = performance.now()
    try { await (await fetch(workerData.url)).text() } catch {}
    latencies.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  parentPort.postMessage(latencies)
})()
`

/** Health latencies for `ms` with nothing else going on: the machine's own noise. */
async function poll(url: string, ms: number): Promise<number[]> {
  const worker = new Worker(POLLER, { eval: true, workerData: { url } })
  const latencies = new Promise<number[]>((resolve) => worker.once('message', resolve))
  await new Promise((resolve) => setTimeout(resolve, ms))
  worker.postMessage('stop')
  const result = await latencies
  await worker.terminate()
  return result
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

const mb = (bytes: number) => bytes / (1024 * 1024)

export default async function run(): Promise<void> {
  console.log(`## Uploads: ${UPLOADS} concurrent product registrations with a 10 MB PDF each`)
  const gateway = await startChild('gateway', { TRUST_PROXY: '1' })
  try {
    const files = Array.from({ length: UPLOADS }, (_, i) => samplePdf({ size: SIZE, seed: i + 2 }))
    if ((await upload(gateway.port, samplePdf({ size: SIZE, seed: 1 }), 0)) !== 201) {
      throw new Error('the warm-up upload was not accepted')
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    const baseline = await gateway.rss()
    let peak = baseline
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await gateway.rss())
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    })()
    const url = `http://127.0.0.1:${gateway.port}/api/health`
    const idle = await poll(url, 1_000)
    const poller = new Worker(POLLER, { eval: true, workerData: { url } })
    const latencies = new Promise<number[]>((resolve) => poller.once('message', resolve))
    await new Promise((resolve) => setTimeout(resolve, 200))
    const started = performance.now()
    const statuses = await Promise.all(files.map((file, i) => tryUpload(gateway.port, file, i + 1)))
    const seconds = (performance.now() - started) / 1000
    poller.postMessage('stop')
    sampling = false
    await sampler
    const health = await latencies
    await poller.terminate()
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const after = await gateway.rss()

    const rise = mb(peak - baseline)
    const p95 = percentile(health, 95)
    const accepted = statuses.filter((status) => status === 201).length
    console.log(
      `  ${accepted} of ${UPLOADS} accepted (201) in ${seconds.toFixed(1)} s, ` +
        `${((UPLOADS * SIZE) / (1024 * 1024) / seconds).toFixed(0)} MB/s`,
    )
    console.log(
      `  gateway memory (RSS): ${mb(baseline).toFixed(0)} MB before, peak ${mb(peak).toFixed(0)} MB, ` +
        `${mb(after).toFixed(0)} MB 2 s after`,
    )
    console.log(
      `  RSS rise: ${rise.toFixed(0)} MB (bar: under ${RSS_BAR_MB} MB) ${rise < RSS_BAR_MB ? 'met' : 'NOT MET'}`,
    )
    console.log(
      `  /api/health meanwhile: ${health.length} requests, p50 ${percentile(health, 50).toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms ` +
        `(bar: p95 under ${HEALTH_BAR_MS} ms) ${p95 < HEALTH_BAR_MS ? 'met' : 'NOT MET'}`,
    )
    console.log(
      `  /api/health idle, before the burst: p50 ${percentile(idle, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(idle, 95).toFixed(1)} ms (the machine's own noise)`,
    )
    if (accepted !== UPLOADS) console.log(`  warning: statuses ${statuses.join(', ')}`)
  } finally {
    await gateway.stop()
  }
}
