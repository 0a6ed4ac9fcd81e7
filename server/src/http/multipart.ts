/**
 * The multipart reader: the one path every form with files takes (the submission calls,
 * documents/authenticate, staff/schemes/save). It owns its limits and everything a request
 * holds while it is read, and gives all of it back, whatever happens.
 *
 * Why a stream: the body used to be buffered whole and handed to `Response.formData()`, then
 * folded into plain objects. One request of 40,000 same-named parts blocked the event loop for
 * 34 s (the fold was quadratic), and 20 uploads of 10 MB raised memory by 480 MB. Here busboy
 * parses the bytes as they arrive, with limits on parts, fields, files, names and sizes, and
 * the request is refused (413, or 400 for a malformed body or a file field the call does not
 * take) as soon as one is passed, never after reading the rest. Each file is hashed (SHA-256)
 * and its first bytes sniffed while it streams to a temporary file (mode 0600) in a folder of
 * its own per request; nothing is held whole in memory, and the socket is read only as fast as
 * the disk takes the bytes (request-body.ts). Parsed parts live in prototype-free maps, so a
 * part named `__proto__` or `toString` is just a name.
 *
 * What an upload holds, and who gives it back (`Upload.close`, once, in this order):
 * - the request's bytes: reading stops, the server drains or closes the rest after the answer;
 * - the parser, and each file's two streams (busboy's part, the file on disk): destroyed, and
 *   each file on disk waited for until it is closed, so that no file appears after
 * - the temporary folder, removed;
 * - the client's upload slot (at most UPLOADS_PER_CLIENT of one address at once), given back.
 * A refusal or a failed read closes the upload before its 4xx leaves. A read body is handed to
 * the caller, whose `discard()` closes it (multipartBody calls it in a `finally`). When the
 * request ends (answered, or the client gone) while it is still read, the read stops; the slot
 * is given back then in any case, so no upload that went wrong can keep an address locked out.
 *
 * Not `stream.pipeline` for a file: on Node 22 it never settles once its source is destroyed
 * after being ended but before being read to its end, waiting for an 'end' that a destroyed
 * stream never emits. That is a part whose last bytes busboy had pushed while more than its
 * 64 KB buffer still waited for the disk, and the parser had moved on to a part it refused.
 * The refusal then never answered, and its slot was never given back: four of them locked an
 * address out of every upload until a restart. Here each file's end is the 'close' of its file
 * on disk, which always comes. Waits end at the first failure for every waiter at once (an AbortSignal), not
 * through one promise raced by each read, which had kept every chunk in memory until the end.
 */
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import busboy from 'busboy'
import type { Context } from 'hono'
import {
  FILE_MAX_BYTES,
  REQUEST_MAX_BYTES,
  sniffMediaType,
  type UploadType,
} from '../../../src/shared/uploads'
import type { AppEnv } from '../context'
import { ApiError } from './envelope'
import { clientAddress } from './rate-limit'
import { type BodyChunks, bodyChunks, MB, requireMediaType } from './request-body'
import { uploadTempRoot } from './upload-temp'

export interface ReceivedFile {
  /** The form field (part name) it came in. */
  field: string
  /** The file name the client gave (may be empty); never used as a path. */
  name: string
  size: number
  /** Hex SHA-256 of the bytes as received. */
  sha256: string
  /** Sniffed from the first bytes; undefined when not a PDF, JPEG, PNG or WebP. */
  type: UploadType | undefined
  /** The temporary file (0600) holding the bytes until the uploads store takes it. */
  path: string
}

export interface MultipartBody {
  /** Text parts by name, in order, in a prototype-free map. */
  fields: Record<string, string[]>
  files: ReceivedFile[]
  /** The request's temporary folder: checked copies (re-encoded pictures) go here too. */
  dir: string
  /**
   * Gives back what the upload holds: removes every temporary file not yet moved into the
   * uploads store, and the client's upload slot. Safe to call twice.
   */
  discard(): Promise<void>
}

export interface MultipartLimits {
  /** Text parts at most. */
  fields: number
  /** File parts at most. */
  files: number
  /** Parts of either kind at most. */
  parts: number
  /** Bytes of one text value at most. */
  fieldSize: number
  /** Bytes of one file at most. */
  fileSize: number
  /** Bytes of the whole body at most. */
  totalSize: number
  /** The file fields the call takes; a file in any other part is refused at once (400). */
  fileFields?: readonly string[]
}

export const MULTIPART_LIMIT = REQUEST_MAX_BYTES
export const FILE_LIMIT = FILE_MAX_BYTES

/**
 * Defaults for a form of a few text fields and a few files. Why these numbers: 25 MB and
 * 10 MB are docs/design.md section 4's; 64 KB holds the longest text field (a 2,000-character
 * description is at most 8 KB of UTF-8) with room for the JSON `data` part of the forms;
 * 60 parts and 16 files are several times what any form of the product sends, and a request
 * past them is not a person filling a form.
 */
export const MULTIPART_LIMITS: MultipartLimits = {
  fields: 50,
  files: 16,
  parts: 60,
  fieldSize: 64 * 1024,
  fileSize: FILE_LIMIT,
  totalSize: MULTIPART_LIMIT,
}

export const NOT_MULTIPART = 'The request body is not valid multipart form data'
const INTERRUPTED = 'The upload was interrupted before it ended'
const FIELD_NAME_BYTES = 100
const SNIFF_BYTES = 16

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`

export const tooLarge = (limit: number) =>
  new ApiError(413, `The request is too large (${mb(limit)} at most)`)

/** At most this many multipart bodies of one client are held at once. */
export const UPLOADS_PER_CLIENT = 4
const heldByClient = new WeakMap<object, Map<string, number>>()

/** Takes one upload slot of the client, or answers 429; returns its release (idempotent). */
function takeSlot(c: Context<AppEnv>): () => void {
  const env = c.get('env')
  let counts = heldByClient.get(env)
  if (!counts) heldByClient.set(env, (counts = new Map()))
  const client = clientAddress(c)
  const current = counts.get(client) ?? 0
  if (current >= UPLOADS_PER_CLIENT) {
    throw new ApiError(429, 'Too many uploads at once. Please wait a few seconds and try again.', {
      headers: { 'Retry-After': '5' },
    })
  }
  counts.set(client, current + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (counts.get(client) ?? 1) - 1
    if (left <= 0) counts.delete(client)
    else counts.set(client, left)
  }
}

/**
 * Reads a multipart body into text fields and temporary files, within `limits`. Throws the 4xx
 * envelope (415 not multipart, 413 past a limit, 429 too many uploads of one client, 400
 * malformed or interrupted) after giving back everything it held. The caller must call
 * `discard()` when done (multipartBody does).
 */
export async function readMultipart(
  c: Context<AppEnv>,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  requireMediaType(c, 'multipart/form-data')
  const length = c.req.header('content-length')
  if (length !== undefined && Number(length) > limits.totalSize) throw tooLarge(limits.totalSize)
  const upload = new Upload(c, limits)
  try {
    await upload.read()
    return upload.body
  } catch (error) {
    await upload.close()
    throw error
  }
}

/** One file part on its way to disk. */
interface FileWrite {
  part: Readable
  sink: WriteStream
  /** Settles when the file on disk is closed, written whole or not. */
  closed: Promise<void>
}

class Upload {
  readonly body: MultipartBody
  private readonly stop = new AbortController()
  private failure: Error | undefined
  private readonly writes: FileWrite[] = []
  private parser: busboy.Busboy | undefined
  private source: BodyChunks | undefined
  private reading = true
  private closing: Promise<void> | undefined
  private readonly releaseSlot: () => void

  constructor(
    private readonly c: Context<AppEnv>,
    private readonly limits: MultipartLimits,
  ) {
    this.releaseSlot = takeSlot(c)
    const dir = join(uploadTempRoot(c.get('env')), randomUUID())
    this.body = {
      fields: Object.create(null) as Record<string, string[]>,
      files: [],
      dir,
      discard: () => this.close(),
    }
    // On a real connection: the request is over (answered, or the client gone).
    c.env?.outgoing?.once('close', () => {
      if (this.reading) this.fail(new ApiError(400, INTERRUPTED))
      this.releaseSlot()
    })
  }

  /** The first failure wins; every wait in progress ends at once. */
  private fail(error: Error) {
    if (this.failure) return
    this.failure = error
    this.stop.abort()
  }

  /** `promise`'s value, or undefined as soon as the upload fails (without waiting for it). */
  private until<T>(promise: Promise<T>): Promise<T | undefined> {
    const signal = this.stop.signal
    return new Promise<T | undefined>((resolve, reject) => {
      const stopped = () => resolve(undefined)
      if (signal.aborted) stopped()
      else signal.addEventListener('abort', stopped, { once: true })
      promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stopped))
    })
  }

  async read(): Promise<void> {
    await mkdir(this.body.dir, { recursive: true, mode: 0o700 })
    const parser = this.startParser()
    const source = (this.source = bodyChunks(this.c))
    if (!source) throw new ApiError(400, NOT_MULTIPART)
    const parsed = new Promise<void>((resolve) => parser.once('close', resolve))
    let total = 0
    for (;;) {
      let chunk: Uint8Array | undefined
      try {
        chunk = await this.until(source.read())
      } catch {
        throw new ApiError(400, INTERRUPTED)
      }
      if (this.failure) throw this.failure
      if (!chunk) break
      total += chunk.byteLength
      if (total > this.limits.totalSize) throw tooLarge(this.limits.totalSize)
      // Backpressure: busboy says false while a file's disk write lags behind.
      if (!parser.write(chunk)) {
        await this.until(new Promise((resolve) => parser.once('drain', resolve)))
      }
      if (this.failure) throw this.failure
    }
    parser.end()
    await this.until(parsed)
    await this.until(Promise.all(this.writes.map((write) => write.closed)))
    if (this.failure) throw this.failure
    this.reading = false
    // An empty file input sends an empty part without a name: not a file.
    this.body.files = this.body.files.filter((file) => file.size > 0 || file.name !== '')
  }

  /** Gives back everything the upload holds, in the order of the header above. Once. */
  close(): Promise<void> {
    return (this.closing ??= (async () => {
      this.reading = false
      this.stop.abort()
      // Stop reading without cancelling: cancelling would reset the connection before the
      // client reads the answer; the server drains or closes what is left (bounded).
      this.source?.release()
      this.parser?.destroy()
      for (const { part, sink } of this.writes) {
        part.unpipe(sink)
        part.destroy()
        sink.destroy()
      }
      try {
        await Promise.all(this.writes.map((write) => write.closed))
        await rm(this.body.dir, { recursive: true, force: true })
      } finally {
        this.releaseSlot()
      }
    })())
  }

  private startParser(): busboy.Busboy {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': this.c.req.header('content-type') ?? '' },
        defParamCharset: 'utf8',
        limits: {
          fieldNameSize: FIELD_NAME_BYTES,
          fieldSize: this.limits.fieldSize,
          fields: this.limits.fields,
          fileSize: this.limits.fileSize,
          files: this.limits.files,
          parts: this.limits.parts,
          headerPairs: 20,
        },
      })
    } catch {
      throw new ApiError(400, NOT_MULTIPART) // no or a bad boundary
    }
    this.parser = parser
    const { limits } = this
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated) return this.fail(new ApiError(400, 'A field name is too long'))
      if (info.valueTruncated) {
        return this.fail(
          new ApiError(413, 'A field is too long', {
            errors: [{ path: name, message: 'This field is too long' }],
          }),
        )
      }
      ;(this.body.fields[name] ??= []).push(value)
    })
    parser.on('file', (field, part, info) => this.receive(field, part, info.filename ?? ''))
    parser.on('partsLimit', () =>
      this.fail(new ApiError(413, `The request has too many parts (${limits.parts} at most)`)),
    )
    parser.on('filesLimit', () =>
      this.fail(new ApiError(413, `The request has too many files (${limits.files} at most)`)),
    )
    parser.on('fieldsLimit', () =>
      this.fail(new ApiError(413, `The request has too many fields (${limits.fields} at most)`)),
    )
    parser.on('error', () => this.fail(new ApiError(400, NOT_MULTIPART)))
    return parser
  }

  /** Streams one file part to disk, hashing and sniffing on the way. */
  private receive(field: string, part: Readable, filename: string) {
    // Whatever happens to it later, an error of a part is never unhandled.
    part.on('error', () => this.fail(new ApiError(400, INTERRUPTED)))
    const fields = this.limits.fileFields
    if (fields && !fields.includes(field)) {
      part.resume()
      return this.fail(
        new ApiError(400, 'Invalid input', {
          errors: [{ path: field.slice(0, FIELD_NAME_BYTES), message: 'Unknown file field' }],
        }),
      )
    }
    const path = join(this.body.dir, String(this.body.files.length))
    const sink = createWriteStream(path, { mode: 0o600, flags: 'wx' })
    // A disk that fails is the gateway's error (a 500 in the log), not the client's.
    sink.on('error', (error) => this.fail(error))
    const file: ReceivedFile = {
      field,
      name: plainFileName(filename),
      size: 0,
      sha256: '',
      type: undefined,
      path,
    }
    this.body.files.push(file)
    const hash = createHash('sha256')
    let head = new Uint8Array(0)
    part.on('data', (chunk: Buffer) => {
      file.size += chunk.length
      hash.update(chunk)
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)])
      }
    })
    part.once('limit', () =>
      this.fail(
        new ApiError(413, `A file is too large (${mb(this.limits.fileSize)} at most)`, {
          errors: [
            { path: field, message: `Each file must be ${mb(this.limits.fileSize)} or smaller` },
          ],
        }),
      ),
    )
    const closed = new Promise<void>((resolve) => sink.once('close', resolve)).then(() => {
      if (!sink.writableFinished) return
      file.sha256 = hash.digest('hex')
      file.type = sniffMediaType(head)
    })
    this.writes.push({ part, sink, closed })
    part.pipe(sink)
  }
}

/**
 * The client's file name as text a database takes: no control characters (a NUL answered
 * 500), no half of a surrogate pair, at most 255 characters. Only ever shown or stored, never
 * used as a path. Repaired rather than refused: a person cannot fix the name their phone gave.
 */
export function plainFileName(name: string): string {
  const cut = name
    .replace(/\p{Cc}/gu, '')
    .toWellFormed()
    .slice(0, 255)
  // A cut through an emoji would leave its first half.
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut
}
