/**
 * The two sides of the outbox bench (scripts/bench/outbox.ts), the same code under Node (on
 * fake-indexeddb) and in Chromium (bundled into a page, on its real IndexedDB):
 *
 * - `replay(count)`: `count` product registrations with a 1 MB PDF each are enqueued (untimed,
 *   as submissions made offline would be), then one drain sends them all, timed: the sender
 *   lock, the /api/health check, reading each entry and its file back, the request, storing the
 *   outcome. In a page it goes the way the page's sender (src/offline/sender.ts) sends: XHR
 *   with upload progress into the outbox's status.
 * - `plain(count)`: the same requests as the sender's resumable uploads (src/offline/resumable.ts:
 *   POST /api/uploads, PATCH in chunks of CHUNK_BYTES, then the submission as JSON naming the
 *   upload, with the same fields, key and Idempotency-Key) built from memory and sent one at a
 *   time with fetch, timed.
 *
 * Every file is distinct (a seed stamped into the PDF's filler, which keeps its structure
 * valid), so no side is helped by the gateway's uploads store already holding a file.
 */
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { drain } from '../../../src/offline/drain'
import { withSenderLock } from '../../../src/offline/lock'
import { enqueue } from '../../../src/offline/outbox'
import { CHUNK_BYTES, TUS_VERSION, uploadIdOf } from '../../../src/offline/resumable'
import { setOutboxStatus } from '../../../src/offline/status'
import { makeReference } from '../../../src/shared/reference'
import { API_KEY_HEADER, IDEMPOTENCY_HEADER } from '../../../src/shared/transport'

/** A code per registration: one code is pending review at most once. */
const withCode = (reference: string) => ({
  ...SAMPLE_DATA.productRegistration,
  productCode: `B${reference.slice(3)}`,
})

export interface Sides {
  /** Seconds to send `count` entries through the outbox. */
  replay(count: number): Promise<number>
  /** Seconds to send `count` plain requests of the same payloads. */
  plain(count: number): Promise<number>
}

/**
 * `pdf`: one valid PDF of the payload size (server/src/uploads/sample-pdf.ts), copied and
 * stamped per request. `host`: the gateway origin ('' in a page served by it).
 */
export function outboxSides(
  pdf: Uint8Array,
  host: string,
  key: string,
  /** Wraps each timed part (the bench's profiler under Node). */
  around: <T>(side: keyof Sides, fn: () => Promise<T>) => Promise<T> = (_, fn) => fn(),
): Sides {
  let seed = 0
  const payloads = (count: number) =>
    Array.from({ length: count }, () => {
      const bytes = pdf.slice()
      const stamp = String(++seed).padStart(8, '0')
      // Letters in the middle of the filler stream: same length, still a valid PDF.
      for (let i = 0; i < stamp.length; i++) {
        bytes[(bytes.length >> 1) + i] = 97 + Number(stamp[i])
      }
      return bytes.buffer
    })

  async function plain(count: number) {
    const files = payloads(count)
    return around('plain', () => plainLoop(files))
  }

  async function plainLoop(files: ArrayBuffer[]) {
    const started = performance.now()
    const tus = { [API_KEY_HEADER]: key, 'Tus-Resumable': TUS_VERSION }
    for (const data of files) {
      const reference = makeReference('productRegistration')
      const created = await fetch(`${host}/api/uploads`, {
        method: 'POST',
        headers: {
          ...tus,
          'Upload-Length': String(data.byteLength),
          'Upload-Metadata': `filename ${btoa('leaflet.pdf')},filetype ${btoa('application/pdf')},reference ${btoa(reference)}`,
        },
      })
      const location = created.headers.get('Location')
      await created.text()
      if (created.status !== 201 || !location) throw new Error(`plain loop: ${created.status}`)
      const at = /^https?:/.test(location) ? location : `${host}${location}`
      for (let offset = 0; offset < data.byteLength; offset += CHUNK_BYTES) {
        const patched = await fetch(at, {
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
      const response = await fetch(`${host}/api/product/register`, {
        method: 'POST',
        headers: {
          [API_KEY_HEADER]: key,
          [IDEMPOTENCY_HEADER]: reference,
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
    return (performance.now() - started) / 1000
  }

  async function replay(count: number) {
    for (const data of payloads(count)) {
      const reference = makeReference('productRegistration')
      await enqueue({
        reference,
        call: 'product/register',
        title: { id: 'bench' },
        fields: withCode(reference),
        files: [{ field: 'document', name: 'leaflet.pdf', type: 'application/pdf', data }],
      })
    }
    return around('replay', () => timedDrain(count))
  }

  async function timedDrain(count: number) {
    const started = performance.now()
    const result = await withSenderLock(() =>
      drain({
        target: { host, key },
        // As the page's sender does (src/offline/sender.ts).
        onProgress: (reference, loaded, total) =>
          setOutboxStatus({ progress: { reference, loaded, total } }),
        onChange: (reference, outcome) =>
          setOutboxStatus({ progress: outcome ? undefined : { reference, loaded: 0, total: 0 } }),
      }),
    )
    const seconds = (performance.now() - started) / 1000
    if (result.delivered.length !== count) {
      throw new Error(`replay delivered ${result.delivered.length} of ${count}`)
    }
    return seconds
  }

  return { replay, plain }
}
