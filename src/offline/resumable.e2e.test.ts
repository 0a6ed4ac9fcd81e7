// @vitest-environment node
// A 10 MB application sent over a line cut three times arrives once with every file whole
// (docs/design.md section 7, the outbox bar): the real sender (Dexie on fake-indexeddb, drain,
// resumable uploads, fetch as under the service worker) against the real gateway, through a
// TCP proxy that cuts every connection three times mid-upload, at 30, 60 and 90 % of the bytes.
// The proxy counts the bytes it forwarded to the gateway, so the test also shows that what
// the gateway had was not sent again.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, connect, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { parseEnv } from '../../server/src/env'
import { startServer, type RunningServer } from '../../server/src/main'
import { SAMPLE_REGISTRATION } from '../../server/src/sample-registration'
import { samplePdf } from '../../server/src/uploads/sample-pdf'
import { picture } from '../../server/src/uploads/test-files'
import { makeReference } from '../shared/reference'
import { MB } from '../shared/uploads'
import { outboxDb, resetOutboxDb } from './db'
import { drain } from './drain'
import { enqueue } from './outbox'
import { CHUNK_BYTES } from './resumable'

const KEY = 'dev-gateway-key'

let gateway: RunningServer
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'scamlock-resumable-'))
  gateway = await startServer({
    env: parseEnv({ NODE_ENV: 'development', LOG_REQUESTS: 'false' }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    quiet: true,
    serveApp: false,
  })
  await outboxDb().delete()
  resetOutboxDb()
  // A fresh gateway database: its migrations and seed take a while on two shared cores.
}, 180_000)
afterAll(async () => {
  await gateway?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/**
 * A line to the gateway that goes down when the bytes sent through it reach each of `cuts`
 * (every open connection is destroyed, in both directions, as when a phone loses its signal).
 */
async function flakyLine(port: number, cuts: number[]) {
  const pending = [...cuts]
  const sockets = new Set<Socket>()
  let forwarded = 0
  let cutsMade = 0
  const server: Server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1')
    sockets.add(client).add(upstream)
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('data', (chunk: Buffer) => {
      const cut = pending[0]
      if (cut !== undefined && forwarded + chunk.length >= cut) {
        // Up to the cut, then the line is gone.
        upstream.write(chunk.subarray(0, cut - forwarded))
        forwarded = cut
        pending.shift()
        cutsMade += 1
        for (const socket of sockets) socket.destroy()
        sockets.clear()
        return
      }
      forwarded += chunk.length
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => client.write(chunk))
    client.on('error', close).on('close', close)
    upstream.on('error', close).on('close', close)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    host: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    forwarded: () => forwarded,
    cutsMade: () => cutsMade,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const sha = (data: ArrayBuffer | Uint8Array) =>
  createHash('sha256')
    .update(data instanceof Uint8Array ? data : new Uint8Array(data))
    .digest('hex')
const arrayBuffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer

it('a 10 MB application sent over a line cut three times arrives once with every file whole', async () => {
  const photo = await picture('png', 1600, 1200, { seed: 7 })
  const document = samplePdf({ size: 10 * MB - photo.length, seed: 3 })
  const files = [
    { field: 'photos', name: 'front.png', type: 'image/png', data: arrayBuffer(photo) },
    {
      field: 'document',
      name: 'leaflet.pdf',
      type: 'application/pdf',
      data: arrayBuffer(document),
    },
  ]
  const total = files.reduce((sum, file) => sum + file.data.byteLength, 0)
  expect(total).toBeGreaterThan(9.99 * MB)
  expect(total).toBeLessThanOrEqual(10 * MB)

  const reference = makeReference('productRegistration')
  await enqueue({
    reference,
    call: 'product/register',
    title: { id: 'test' },
    fields: { ...SAMPLE_REGISTRATION, productCode: `E2E${reference.slice(3)}` },
    files,
  })

  const line = await flakyLine(
    gateway.port,
    [0.3, 0.6, 0.9].map((share) => Math.floor(share * total)),
  )
  try {
    const outcomes: string[] = []
    // Each attempt after a cut is the sender's next try (its backoff skipped by the clock).
    for (let attempt = 0; attempt < 8 && !outcomes.includes('delivered'); attempt++) {
      const result = await drain({
        target: { host: line.host, key: KEY },
        transport: 'fetch',
        now: () => Date.now() + attempt * 3_600_000,
      })
      const rejected = result.rejected.includes(reference)
        ? JSON.stringify((await outboxDb().entries.get(reference))?.lastError)
        : undefined
      outcomes.push(
        result.delivered.includes(reference)
          ? 'delivered'
          : (rejected ?? result.failure?.kind ?? 'none'),
      )
    }
    expect(line.cutsMade()).toBe(3)
    expect(outcomes).toEqual(['network', 'network', 'network', 'delivered'])
  } finally {
    await line.close()
  }

  // Arrived once: one submission with this reference, its two files, the bytes the app had.
  const submissions = await gateway.db.query<{ n: number }>(
    'select count(*)::int as n from submissions where reference = $1',
    [reference],
  )
  expect(submissions[0]?.n).toBe(1)
  const stored = await gateway.db.query<{ field: string; storage_ref: string }>(
    'select field, storage_ref from submission_documents where reference = $1 order by field, position',
    [reference],
  )
  expect(stored).toEqual([
    { field: 'document', storage_ref: sha(document) },
    { field: 'photos', storage_ref: sha(photo) },
  ])
  expect((await outboxDb().entries.get(reference))?.state).toBe('delivered')

  // What the gateway had was not sent again: beyond the 10 MB, only the requests' own bytes
  // (headers, the submission's JSON) and, at most, the part of a chunk in flight at each cut
  // that the gateway did not keep.
  const overhead = line.forwarded() - total
  console.info(`forwarded ${line.forwarded()} bytes for ${total} bytes of files`)
  expect(overhead).toBeGreaterThan(0)
  expect(overhead).toBeLessThan(3 * CHUNK_BYTES)
}, 120_000)
