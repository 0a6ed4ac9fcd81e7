/**
 * Multipart bodies, read as a stream (issue 8, item 1): the one path every form with files takes
 * (product/register now; exclusions/apply and members/join next).
 *
 * Why a stream: the body used to be buffered whole and handed to `Response.formData()`, then
 * folded into plain objects. One request of 40,000 same-named parts blocked the event loop for
 * 34 s (the fold was quadratic), and 20 uploads of 10 MB raised memory by 480 MB. Here busboy
 * parses the bytes as they arrive, with limits on parts, fields, files, names and sizes, and
 * the request is refused (413, or 400 for a malformed body or a file field the call does not
 * take) as soon as one is passed, never after reading the rest. Each file is hashed (SHA-256)
 * and its first bytes sniffed while it streams to a temporary file (mode 0600) in a folder of
 * its own per request; nothing is held whole in memory, and the socket is read only as fast as
 * the disk takes the bytes (body-chunks.ts).
 *
 * Parsed parts live in prototype-free maps, so a part named `__proto__` or `toString` is just a
 * name. The temporary folder is removed when the request ends, whatever happens: `discard()`
 * (the multipartBody middleware calls it in a `finally`), the response's `close` event on a
 * real connection, and at start for anything a crash left behind (startServer).
 */
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import type { Context } from 'hono'
import type { AppEnv } from '../context'
import { sniffMediaType, type UploadType } from '../uploads/sniff'
import { uploadTempRoot } from '../uploads/temp'
import { bodyChunks } from './body-chunks'
import { ApiError } from './envelope'
import { clientAddress } from './rate-limit'
import { MB, requireMediaType } from './read-body'

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
  /** Removes every temporary file not yet moved into the uploads store. Safe to call twice. */
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

export const NOT_MULTIPART = 'The request body is not valid multipart form data'
const INTERRUPTED = 'The upload was interrupted before it ended'
const FIELD_NAME_BYTES = 100
const SNIFF_BYTES = 16

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`

export const tooLarge = (limit: number) =>
  new ApiError(413, `The request is too large (${mb(limit)} at most)`)

/** At most this many multipart bodies of one client are read at once (issue 8, item 2). */
export const UPLOADS_PER_CLIENT = 4
const readingByClient = new WeakMap<object, Map<string, number>>()

/** Takes one upload slot of the client, or answers 429; returns the release. */
function takeSlot(c: Context<AppEnv>): () => void {
  const env = c.get('env')
  let counts = readingByClient.get(env)
  if (!counts) readingByClient.set(env, (counts = new Map()))
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
 * malformed or interrupted) after removing whatever it had written. The caller must call
 * `discard()` when done (multipartBody does).
 */
export async function readMultipart(
  c: Context<AppEnv>,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  requireMediaType(c, 'multipart/form-data')
  const length = c.req.header('content-length')
  if (length !== undefined && Number(length) > limits.totalSize) throw tooLarge(limits.totalSize)
  const release = takeSlot(c)
  const dir = join(uploadTempRoot(c.get('env')), randomUUID())
  let discarded: Promise<void> | undefined
  const body: MultipartBody = {
    fields: Object.create(null) as Record<string, string[]>,
    files: [],
    dir,
    discard: () => (discarded ??= rm(dir, { recursive: true, force: true })),
  }
  // On a real connection, also when the answer is done or the client went away.
  c.env?.outgoing?.once('close', () => void body.discard().catch(() => {}))
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    await parse(c, limits, body)
    return body
  } catch (error) {
    await body.discard().catch(() => {})
    throw error
  } finally {
    release()
  }
}

function parse(c: Context<AppEnv>, limits: MultipartLimits, body: MultipartBody): Promise<void> {
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': c.req.header('content-type') ?? '' },
      defParamCharset: 'utf8',
      limits: {
        fieldNameSize: FIELD_NAME_BYTES,
        fieldSize: limits.fieldSize,
        fields: limits.fields,
        fileSize: limits.fileSize,
        files: limits.files,
        parts: limits.parts,
        headerPairs: 20,
      },
    })
  } catch {
    return Promise.reject(new ApiError(400, NOT_MULTIPART)) // no or a bad boundary
  }
  const source = bodyChunks(c)
  if (!source) return Promise.reject(new ApiError(400, NOT_MULTIPART))

  let failure: ApiError | undefined
  let wake: (() => void) | undefined
  const fail = (error: ApiError) => {
    if (failure) return
    failure = error
    wake?.()
  }
  /**
   * `promise`, or undefined as soon as a part fails. Not Promise.race with one long-lived
   * "failed" promise: each race leaves a reaction on it holding its result, so every chunk of
   * the body stayed in memory until the request ended (10 MB per 10 MB upload).
   */
  const unlessFailed = <T>(promise: Promise<T>) =>
    new Promise<T | undefined>((resolve, reject) => {
      if (failure) return resolve(undefined)
      const mine = () => resolve(undefined)
      wake = mine
      promise.then(resolve, reject).finally(() => {
        if (wake === mine) wake = undefined
      })
    })
  const writes: Promise<void>[] = []
  const streams: { destroy(): void }[] = []

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated) return fail(new ApiError(400, 'A field name is too long'))
    if (info.valueTruncated) {
      return fail(
        new ApiError(413, 'A field is too long', {
          errors: [{ path: name, message: 'This field is too long' }],
        }),
      )
    }
    ;(body.fields[name] ??= []).push(value)
  })
  parser.on('file', (field, stream, info) => {
    if (limits.fileFields && !limits.fileFields.includes(field)) {
      stream.on('error', () => {}).resume()
      return fail(
        new ApiError(400, 'Invalid input', {
          errors: [{ path: field.slice(0, FIELD_NAME_BYTES), message: 'Unknown file field' }],
        }),
      )
    }
    const sink = createWriteStream(join(body.dir, String(body.files.length)), {
      mode: 0o600,
      flags: 'wx',
    })
    streams.push(stream, sink)
    const name = plainFileName(info.filename ?? '')
    writes.push(receiveFile(field, name, stream, sink, body, limits.fileSize, fail))
  })
  const tooMany = () =>
    fail(new ApiError(413, `The request has too many parts (${limits.parts} at most)`))
  parser.on('partsLimit', tooMany)
  parser.on('filesLimit', () =>
    fail(new ApiError(413, `The request has too many files (${limits.files} at most)`)),
  )
  parser.on('fieldsLimit', () =>
    fail(new ApiError(413, `The request has too many fields (${limits.fields} at most)`)),
  )
  parser.on('error', () => fail(new ApiError(400, NOT_MULTIPART)))
  const parsed = new Promise<void>((resolve) => parser.once('close', resolve))

  return (async () => {
    let total = 0
    try {
      for (;;) {
        let chunk: Uint8Array | undefined
        try {
          chunk = await unlessFailed(source.read())
        } catch {
          throw new ApiError(400, INTERRUPTED)
        }
        if (failure) throw failure
        if (!chunk) break
        total += chunk.byteLength
        if (total > limits.totalSize) throw tooLarge(limits.totalSize)
        // Backpressure: busboy says false while a file's disk write lags behind.
        if (!parser.write(chunk)) {
          await unlessFailed(new Promise((resolve) => parser.once('drain', resolve)))
        }
        if (failure) throw failure
      }
      parser.end()
      await unlessFailed(parsed)
      await unlessFailed(Promise.all(writes))
      if (failure) throw failure
      // An empty file input sends an empty part without a name: not a file.
      body.files = body.files.filter((file) => file.size > 0 || file.name !== '')
    } catch (error) {
      // Stop reading without cancelling: cancelling would reset the connection before the
      // client reads the answer; the server drains or closes what is left (bounded).
      source.release()
      parser.destroy()
      for (const stream of streams) stream.destroy()
      await Promise.allSettled(writes)
      throw error
    }
  })()
}

/**
 * The client's file name as text a database takes: no control characters (a NUL answered
 * 500), at most 255 characters. Only ever shown or stored, never used as a path.
 */
export function plainFileName(name: string): string {
  return name
    .replace(/\p{Cc}/gu, '')
    .toWellFormed()
    .slice(0, 255)
}

/** Streams one file part to disk, hashing and sniffing on the way. */
async function receiveFile(
  field: string,
  name: string,
  stream: Readable,
  sink: WriteStream,
  body: MultipartBody,
  fileSize: number,
  fail: (error: ApiError) => void,
): Promise<void> {
  const path = String(sink.path)
  const file: ReceivedFile = { field, name, size: 0, sha256: '', type: undefined, path }
  body.files.push(file)
  const hash = createHash('sha256')
  let head = new Uint8Array(0)
  stream.on('data', (chunk: Buffer) => {
    file.size += chunk.length
    hash.update(chunk)
    if (head.length < SNIFF_BYTES) {
      head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)])
    }
  })
  stream.once('limit', () =>
    fail(
      new ApiError(413, `A file is too large (${mb(fileSize)} at most)`, {
        errors: [{ path: field, message: `Each file must be ${mb(fileSize)} or smaller` }],
      }),
    ),
  )
  try {
    await pipeline(stream, sink)
  } catch {
    return fail(new ApiError(400, INTERRUPTED))
  }
  file.sha256 = hash.digest('hex')
  file.type = sniffMediaType(head)
}
