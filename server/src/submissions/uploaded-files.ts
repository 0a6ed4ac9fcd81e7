/**
 * The files of a submission sent before it as resumable uploads (uploads/resumable.ts), listed
 * in its JSON body as `uploads: [{ field, id }]`. Each becomes the `ReceivedFile` a multipart
 * part would have been (http/multipart.ts): a temporary copy (0600, in a folder of its own),
 * its SHA-256, its size and the type its first bytes show. So every check of a submission's
 * files (count, size, picture rule, PDF check: check-files.ts) and the uploads store take them
 * unchanged, and answer the same errors on the same paths.
 *
 * An upload listed that is unknown, of another key or another reference, expired or not whole
 * refuses the submission with 422 and an error on `uploads.<n>`: the app sends that file again.
 * Once the submission is kept its uploads are consumed (`consume`): rows and bytes gone. A
 * replay of a kept submission finds them gone; it is answered from the idempotency record
 * (http/idempotency.ts) by the caller when one with the very same content exists.
 */
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Context } from 'hono'
import { REQUEST_MAX_BYTES, sniffMediaType } from '../../../src/shared/uploads'
import { API_KEY_HEADER } from '../../../src/shared/transport'
import { gatewayClock } from '../clock'
import type { AppEnv } from '../context'
import { ApiError, type FieldError } from '../http/envelope'
import { plainFileName, tooLarge, type ReceivedFile } from '../http/multipart'
import { uploadTempRoot } from '../http/upload-temp'
import { ownUpload, resumableFor, type ResumableRow } from '../uploads/resumable'

export interface ListedUpload {
  field: string
  id: string
}

export const NOT_WHOLE = 'This file has not arrived whole. Send it again.'
const MAX_LISTED = 16
const SNIFF_BYTES = 16

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The `uploads` list, checked for its shape; its errors go with the data's (400). */
export function listedUploads(
  value: unknown,
  fileFields: readonly string[],
): { listed: ListedUpload[]; errors: FieldError[] } {
  if (value === undefined) return { listed: [], errors: [] }
  if (!Array.isArray(value) || value.length > MAX_LISTED) {
    const message = `Send a list of at most ${MAX_LISTED} uploads`
    return { listed: [], errors: [{ path: 'uploads', message }] }
  }
  const listed: ListedUpload[] = []
  const errors: FieldError[] = []
  const seen = new Set<string>()
  value.forEach((item: unknown, n) => {
    const path = `uploads.${n}`
    if (!isRecord(item) || typeof item.field !== 'string' || typeof item.id !== 'string') {
      errors.push({ path, message: 'Each upload is { field, id }' })
    } else if (!fileFields.includes(item.field)) {
      errors.push({ path: `${path}.field`, message: 'Unknown file field' })
    } else if (seen.has(item.id)) {
      errors.push({ path: `${path}.id`, message: 'This upload is listed twice' })
    } else {
      seen.add(item.id)
      listed.push({ field: item.field, id: item.id.slice(0, 64) })
    }
  })
  return { listed, errors }
}

export interface UploadedFiles {
  files: ReceivedFile[]
  /** Removes the temporary copies not taken by the uploads store. Safe to call twice. */
  discard(): Promise<void>
  /** The submission is kept: its uploads are used, rows and bytes. */
  consume(): Promise<void>
}

/**
 * The listed uploads as received files, or the 422 (unavailable) or 413 (more than a request
 * takes). `reference` is the submission's, checked and upper-case.
 */
export async function uploadedFiles(
  c: Context<AppEnv>,
  listed: readonly ListedUpload[],
  reference: string,
): Promise<UploadedFiles> {
  const { db, env } = c.var
  const { store } = resumableFor(db, env)
  const key = c.req.header(API_KEY_HEADER) ?? ''
  const now = await gatewayClock(db, env).now()
  const rows: ResumableRow[] = []
  const missing: FieldError[] = []
  for (const [n, { id }] of listed.entries()) {
    const row = await ownUpload(db, id, key, now)
    const upload =
      row?.reference === reference ? await store.getUpload(id).catch(() => undefined) : undefined
    if (row && upload && upload.offset === upload.size) rows.push(row)
    else missing.push({ path: `uploads.${n}`, message: NOT_WHOLE })
  }
  if (missing.length > 0) {
    throw new ApiError(422, 'Some files have not arrived whole', { errors: missing })
  }
  if (rows.reduce((sum, row) => sum + row.length, 0) > REQUEST_MAX_BYTES) {
    throw tooLarge(REQUEST_MAX_BYTES)
  }

  const dir = join(uploadTempRoot(env), randomUUID())
  const discard = () => rm(dir, { recursive: true, force: true })
  const files: ReceivedFile[] = []
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    for (const [n, row] of rows.entries()) {
      files.push(await copy(store.read(row.id), join(dir, String(n)), listed[n]!.field, row))
    }
  } catch (error) {
    await discard()
    throw error
  }
  return {
    files,
    discard,
    async consume() {
      const ids = rows.map((row) => row.id)
      await db.query('delete from resumable_uploads where id = any($1::text[])', [ids])
      for (const id of ids) await store.remove(id).catch(() => undefined)
    },
  }
}

/** One upload's bytes to a temporary file, hashed and sniffed on the way. */
async function copy(
  source: NodeJS.ReadableStream,
  path: string,
  field: string,
  row: ResumableRow,
): Promise<ReceivedFile> {
  const hash = createHash('sha256')
  let size = 0
  let head = Buffer.alloc(0)
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      hash.update(chunk)
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)])
      }
      done(null, chunk)
    },
  })
  await pipeline(source, tap, createWriteStream(path, { mode: 0o600, flags: 'wx' }))
  return {
    field,
    name: plainFileName(row.file_name),
    size,
    sha256: hash.digest('hex'),
    type: sniffMediaType(head),
    path,
  }
}
