/**
 * Sends an entry with files through resumable uploads (tus 1.0.0 at /api/uploads, docs/api.md):
 * each file on its own, in chunks, then the submission as JSON naming the uploads. A line cut
 * at 90 % continues at 90 %: the upload's address and the bytes the gateway confirmed are stored
 * on the entry (db.ts `uploaded`) after every chunk, so the next attempt, in this tab, another one,
 * the service worker or after the app was closed, asks the gateway where it stands (HEAD) and
 * sends only the rest. Any gateway of several answers for the same upload (the gateway keeps
 * its state in the shared store).
 *
 * Per file:
 * - no upload yet: POST /api/uploads (Upload-Length, Upload-Metadata with the file's name,
 *   type and the entry's reference); the Location is stored before the first byte is sent;
 * - an upload whose bytes all arrived: nothing is asked, the submission goes (if the gateway
 *   lost it meanwhile, the submission's 422 on `uploads.<n>` says so, below);
 * - else HEAD for the offset; 404/410 (expired, unknown, already used): the file starts again;
 * - PATCH from the offset, CHUNK_BYTES at a time; 409 (the offset moved, e.g. another sender
 *   before it died) asks HEAD again; 404/410 starts the file again, once.
 *
 * Then POST /api/<call> with `{ ...fields, reference, uploads: [{ field, id }] }` and the
 * usual Idempotency-Key, so a repeat after a lost answer gets the first answer. A 422 with
 * errors on `uploads.<n>` (the gateway no longer holds that file whole) forgets those uploads
 * and sends them once more at once; a second such answer waits for the next attempt.
 *
 * Our own small client, not tus-js-client: docs/decisions.md says why. Like upload.ts, it uses
 * no DOM-only global (the service worker runs it) and never throws: every failure is an outcome.
 */
import { API_KEY_HEADER, apiUrlOf, MULTIPART_TIMEOUT_MS, TIMEOUT_MS } from '../shared/transport'
import { MB } from '../shared/uploads'
import { outboxDb, type FileUpload, type OutboxDb, type OutboxEntry, type OutboxFile } from './db'
import {
  classify,
  NoAnswer,
  request,
  submissionHeaders,
  type RawAnswer,
  type RequestBody,
  type SendOptions,
  type SendOutcome,
} from './upload'

/**
 * 1 MiB a PATCH: a cut loses at most the chunk in flight where the gateway keeps no partial
 * body, and each chunk is a stored step of progress; small enough for a 2G line to send one in
 * well under the multipart timeout, large enough that the requests' own cost stays small.
 */
export const CHUNK_BYTES = MB

export const TUS_VERSION = '1.0.0'

export interface ResumableOptions extends SendOptions {
  db?: OutboxDb
  /** For tests: another chunk size. */
  chunkBytes?: number
}

/** An answer that ends the attempt (a failure already classified). */
class Stop extends Error {
  constructor(readonly outcome: SendOutcome) {
    super(outcome.kind)
  }
}

const utf8Base64 = (text: string) => {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The upload id: the last segment of its address. */
export const uploadIdOf = (url: string) =>
  url
    .replace(/[?#].*$/, '')
    .split('/')
    .pop() ?? ''

/** The Location as the gateway gave it, made absolute against the target host. */
function resolve(host: string, location: string): string {
  if (/^https?:\/\//i.test(location)) return location
  return `${host}${location.startsWith('/') ? '' : '/'}${location}`
}

const isGone = (status: number) => status === 404 || status === 410

/** What a failed step means for the entry: its answer classified, or a retry when 2xx. */
function failure(answer: RawAnswer): SendOutcome {
  const outcome = classify(answer)
  return outcome.kind === 'delivered'
    ? { kind: 'retry', error: { kind: 'server', status: answer.status } }
    : outcome
}

export async function sendWithUploads(
  entry: OutboxEntry,
  files: OutboxFile[],
  options: ResumableOptions,
): Promise<SendOutcome> {
  const db = options.db ?? outboxDb()
  const { host, key } = options.target
  const chunkBytes = options.chunkBytes ?? CHUNK_BYTES
  const timeoutMs = options.timeoutMs ?? MULTIPART_TIMEOUT_MS
  const total = files.reduce((sum, file) => sum + file.size, 0)
  const tusHeaders = { [API_KEY_HEADER]: key, 'Tus-Resumable': TUS_VERSION }

  const call = async (
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: RequestBody,
    onProgress?: (loaded: number, total: number) => void,
  ): Promise<RawAnswer> => {
    try {
      return await request(method, url, headers, body, {
        timeoutMs: body === undefined ? Math.min(timeoutMs, TIMEOUT_MS) : timeoutMs,
        transport: options.transport,
        onProgress,
      })
    } catch (error) {
      throw new Stop({
        kind: 'retry',
        error: { kind: error instanceof NoAnswer ? error.kind : 'network' },
      })
    }
  }

  // Where each file's upload stands: the entry's record of it, when it is of this very file
  // row (a correction makes new rows, whose uploads start afresh).
  const uploads = new Map<OutboxFile, FileUpload>(
    files.map((file) => {
      const known = entry.uploaded?.find((item) => item.file === file.id && item.size === file.size)
      return [file, known ? { ...known } : { file: file.id, size: file.size, sent: 0 }]
    }),
  )
  const stateOf = (file: OutboxFile) => uploads.get(file)!
  const sentSoFar = () => files.reduce((sum, file) => sum + stateOf(file).sent, 0)
  const report = (extra = 0) => options.onProgress?.(sentSoFar() + extra, total)

  /**
   * Stores where a file stands, on the entry (a small row: never the files' rows, whose
   * megabytes a write would copy again).
   */
  const remember = async (file: OutboxFile, change: Pick<FileUpload, 'url' | 'sent'>) => {
    const state = stateOf(file)
    state.sent = change.sent
    if (change.url) state.url = change.url
    else delete state.url
    const uploaded = files.map((item) => ({ ...stateOf(item) }))
    // Removed by the user meanwhile: nothing to store (removeEntry let the gateway know).
    if ((await db.entries.update(entry.reference, { uploaded })) === 0) {
      throw new Stop({ kind: 'retry', error: { kind: 'network' } })
    }
  }
  const forget = (file: OutboxFile) => remember(file, { url: undefined, sent: 0 })

  const create = async (file: OutboxFile): Promise<string> => {
    const answer = await call('POST', apiUrlOf(host, 'uploads'), {
      ...tusHeaders,
      'Upload-Length': String(file.size),
      'Upload-Metadata': [
        `filename ${utf8Base64(file.name)}`,
        `filetype ${utf8Base64(file.type)}`,
        `reference ${utf8Base64(entry.reference)}`,
      ].join(','),
    })
    const location = answer.header?.('Location')
    if (answer.status !== 201 || !location) throw new Stop(failure(answer))
    const url = resolve(host, location)
    await remember(file, { url, sent: 0 })
    return url
  }

  /** The gateway's offset of an upload, or undefined when it no longer has it. */
  const offsetOf = async (url: string): Promise<number | undefined> => {
    const answer = await call('HEAD', url, tusHeaders)
    if (isGone(answer.status)) return undefined
    const offset = Number(answer.header?.('Upload-Offset'))
    if (answer.status !== 200 || !Number.isSafeInteger(offset)) throw new Stop(failure(answer))
    return offset
  }

  const upload = async (file: OutboxFile) => {
    const state = stateOf(file)
    if (state.url && state.sent === file.size) return
    let restarts = 0
    let url = state.url
    let offset = url ? await offsetOf(url) : undefined
    for (;;) {
      if (url === undefined || offset === undefined) {
        if (restarts++ > 1)
          throw new Stop({ kind: 'retry', error: { kind: 'server', status: 404 } })
        if (url) await forget(file)
        url = await create(file)
        offset = 0
      }
      if (offset !== state.sent || url !== state.url) await remember(file, { url, sent: offset })
      report()
      if (offset >= file.size) return
      const chunk = new Uint8Array(file.data, offset, Math.min(chunkBytes, file.size - offset))
      const answer = await call(
        'PATCH',
        url,
        {
          ...tusHeaders,
          'Content-Type': 'application/offset+octet-stream',
          'Upload-Offset': String(offset),
        },
        chunk,
        options.onProgress ? (loaded) => report(Math.min(loaded, chunk.byteLength)) : undefined,
      )
      if (isGone(answer.status)) {
        offset = undefined
        continue
      }
      if (answer.status === 409) {
        offset = await offsetOf(url)
        continue
      }
      const next = Number(answer.header?.('Upload-Offset'))
      if (answer.status !== 204 && answer.status !== 200) {
        // The gateway refused the file itself (415: not a PDF or picture) and removed it.
        if (answer.status === 415) await forget(file)
        throw new Stop(failure(answer))
      }
      offset = Number.isSafeInteger(next) ? next : offset + chunk.byteLength
    }
  }

  const submit = async () => {
    const headers = {
      ...submissionHeaders(entry, options.target),
      'content-type': 'application/json',
    }
    const body = JSON.stringify({
      ...entry.fields,
      reference: entry.reference,
      uploads: files.map((file) => ({
        field: file.field,
        id: uploadIdOf(stateOf(file).url ?? ''),
      })),
    })
    return call('POST', apiUrlOf(host, entry.call), headers, body)
  }

  try {
    for (let round = 0; ; round++) {
      for (const file of files) await upload(file)
      const answer = await submit()
      const outcome = classify(answer)
      const lost = missingUploads(outcome)
      if (lost.length === 0) return outcome
      for (const index of lost) {
        const file = files[index]
        if (file) await forget(file)
      }
      if (round > 0)
        return {
          kind: 'retry',
          error: outcome.kind === 'delivered' ? { kind: 'server' } : outcome.error,
        }
    }
  } catch (error) {
    if (error instanceof Stop) return error.outcome
    return { kind: 'retry', error: { kind: 'network' } }
  }
}

/** The indexes of `uploads.<n>` the gateway says did not arrive whole (its 422). */
function missingUploads(outcome: SendOutcome): number[] {
  if (outcome.kind !== 'rejected' || outcome.error.status !== 422) return []
  const indexes = (outcome.error.errors ?? [])
    .map((item) => /^uploads\.(\d+)/.exec(item.path)?.[1])
    .filter((index) => index !== undefined)
    .map(Number)
  return [...new Set(indexes)]
}

/**
 * Tells the gateway it may drop these uploads now (the person removed the entry), rather than a
 * day later. Best effort: offline, or on any failure, the gateway's expiry removes them.
 */
export function abandonUploads(urls: readonly string[], key: string): void {
  for (const url of urls) {
    void fetch(url, {
      method: 'DELETE',
      headers: { [API_KEY_HEADER]: key, 'Tus-Resumable': TUS_VERSION },
    }).catch(() => undefined)
  }
}
