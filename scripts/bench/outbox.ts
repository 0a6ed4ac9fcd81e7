/**
 * Outbox replay against a plain upload loop (docs/design.md section 7: the replay of 200 entries with
 * 1 MB attachments at least 0.8 times the rate of a plain loop of the same payloads to the same
 * gateway, in the same run).
 *
 * - The gateway: the real one (startServer), on a loopback port, with a fresh data folder, so
 *   each upload is sniffed, hashed, written to the uploads store on disk and recorded in the
 *   embedded database, with idempotency.
 * - The replay: the real sender code path (src/offline: Dexie, drain.ts, upload.ts, under
 *   withSenderLock) running under Node on fake-indexeddb, with fetch as its transport (the
 *   browser uses XHR for progress; Node has none). The 200 entries are enqueued first, as
 *   submissions made offline would be, and the drain that sends them all is timed, including
 *   its /api/health check and reading each attachment back from IndexedDB.
 * - The plain loop: the same requests as the sender's resumable uploads (src/offline/resumable.ts:
 *   POST /api/uploads, PATCH in chunks of CHUNK_BYTES, then the submission as JSON naming the
 *   upload, with the key and Idempotency-Key) built straight from memory and sent one at a
 *   time with fetch.
 * Each side gets its own 200 distinct payloads of the same size (distinct, so that neither is
 * helped by the uploads store already holding a file). The plain loop runs before and after
 * the replay, and its rate is the mean of the two.
 */
import 'fake-indexeddb/auto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv } from '../../server/src/env'
import { startServer } from '../../server/src/main'
import { SAMPLE_REGISTRATION } from '../../server/src/sample-registration'
import { samplePdf } from '../../server/src/uploads/sample-pdf'
import { drain } from '../../src/offline/drain'
import { withSenderLock } from '../../src/offline/lock'
import { enqueue } from '../../src/offline/outbox'
import { CHUNK_BYTES, TUS_VERSION, uploadIdOf } from '../../src/offline/resumable'
import { makeReference } from '../../src/shared/reference'

const ENTRIES = 200
const SIZE = 1024 * 1024
const BAR = 0.8
const KEY = 'dev-gateway-key'

/** A distinct 1 MB PDF (the gateway checks a PDF's structure). */
/** A code per registration: one code is pending review at most once. */
const withCode = (reference: string) => ({
  ...SAMPLE_REGISTRATION,
  productCode: `B${reference.slice(3)}`,
})

function payload(seed: number): ArrayBuffer {
  const bytes = samplePdf({ size: SIZE, seed })
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
}

async function plainLoop(url: string, payloads: ArrayBuffer[]) {
  const tus = { 'x-api-key': KEY, 'Tus-Resumable': TUS_VERSION }
  const b64 = (text: string) => Buffer.from(text).toString('base64')
  for (const data of payloads) {
    const reference = makeReference('productRegistration')
    const created = await fetch(`${url}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'Upload-Length': String(data.byteLength),
        'Upload-Metadata': `filename ${b64('leaflet.pdf')},filetype ${b64('application/pdf')},reference ${b64(reference)}`,
      },
    })
    const location = created.headers.get('Location')
    await created.text()
    if (created.status !== 201 || !location) throw new Error(`plain loop: ${created.status}`)
    for (let offset = 0; offset < data.byteLength; offset += CHUNK_BYTES) {
      const patched = await fetch(new URL(location, url), {
        method: 'PATCH',
        headers: {
          ...tus,
          'Content-Type': 'application/offset+octet-stream',
          'Upload-Offset': String(offset),
        },
        body: new Uint8Array(data, offset, Math.min(CHUNK_BYTES, data.byteLength - offset)),
      })
      await patched.text()
      if (patched.status !== 204) throw new Error(`plain loop: ${patched.status}`)
    }
    const response = await fetch(`${url}/api/product/register`, {
      method: 'POST',
      headers: {
        'x-api-key': KEY,
        'Idempotency-Key': reference,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        ...withCode(reference),
        reference,
        uploads: [{ field: 'document', id: uploadIdOf(location) }],
      }),
    })
    if (response.status !== 201) throw new Error(`plain loop: ${response.status}`)
    await response.text()
  }
}

async function replay(url: string, payloads: ArrayBuffer[]) {
  for (const data of payloads) {
    const reference = makeReference('productRegistration')
    await enqueue({
      reference,
      call: 'product/register',
      title: { id: 'bench' },
      fields: withCode(reference),
      files: [{ field: 'document', name: 'leaflet.pdf', type: 'application/pdf', data }],
    })
  }
  const started = performance.now()
  const result = await withSenderLock(() =>
    drain({ target: { host: url, key: KEY }, transport: 'fetch' }),
  )
  const seconds = (performance.now() - started) / 1000
  if (result.delivered.length !== payloads.length) {
    throw new Error(`replay delivered ${result.delivered.length} of ${payloads.length}`)
  }
  return seconds
}

const rate = (seconds: number) => ({
  entries: ENTRIES / seconds,
  mb: (ENTRIES * SIZE) / (1024 * 1024) / seconds,
})
const line = (name: string, seconds: number) => {
  const { entries, mb } = rate(seconds)
  return `  ${name.padEnd(14)} ${entries.toFixed(1).padStart(6)} entries/s  ${mb.toFixed(1).padStart(6)} MB/s  (${seconds.toFixed(2)} s)`
}

export default async function run(): Promise<void> {
  console.log(`## Outbox replay: ${ENTRIES} entries with a 1 MB attachment each, local gateway`)
  const dataDir = mkdtempSync(join(tmpdir(), 'scamlock-bench-outbox-'))
  const server = await startServer({
    // 600 creating calls from one address in a minute or two: no rate limit in the way.
    env: parseEnv({
      NODE_ENV: 'development',
      LOG_REQUESTS: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000',
    }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    quiet: true,
    serveApp: false,
  })
  try {
    const batch = (round: number) =>
      Array.from({ length: ENTRIES }, (_, i) => payload(round * ENTRIES + i + 1))
    await plainLoop(server.url, [payload(0)]) // warm-up: connections, JIT, first insert

    // Plain, replay, plain: the plain rate is the mean of the runs on either side of the
    // replay, so a drift in the machine's load (two cores, shared) does not favour either.
    const timed = async (payloads: ArrayBuffer[]) => {
      const started = performance.now()
      await plainLoop(server.url, payloads)
      return (performance.now() - started) / 1000
    }
    const before = await timed(batch(0))
    const outbox = await replay(server.url, batch(1))
    const after = await timed(batch(2))
    const plain = (before + after) / 2

    console.log(line('plain loop', plain))
    console.log(line('outbox replay', outbox))
    const ratio = plain / outbox
    console.log(
      `  replay / plain: ${ratio.toFixed(2)} (bar: at least ${BAR}) ${ratio >= BAR ? 'PASS' : 'FAIL'}`,
    )
  } finally {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run()
