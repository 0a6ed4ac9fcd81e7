/**
 * Resumable uploads (tus 1.0: core, creation, expiration, termination) at `/api/uploads`: the
 * files of a submission are sent before it, each in as many PATCH requests as the line needs,
 * and a transfer cut at 90 % goes on from 90 % (docs/api.md, "Resumable uploads").
 *
 * The protocol is `@tus/server`'s (its web handler, a Request in and a Response out); what is
 * ours wraps it:
 *
 * - Every refusal is our 4xx envelope with `Tus-Resumable`; tus's own plain-text refusals are
 *   turned into it (`answer`), its CORS headers dropped (the app is same-origin).
 * - Each upload has a row (migration 034): the key that made it (its SHA-256), the outbox
 *   entry's reference, the client address, the declared length and the expiry, a day after
 *   creation by the gateway clock (clock.ts). HEAD, PATCH and DELETE of an upload that is not
 *   the caller key's, expired or used by a submission are 404, before tus reads anything.
 * - The caps of one client address count the unfinished rows of every gateway (the database
 *   is shared): UNFINISHED_PER_CLIENT uploads and UNFINISHED_BYTES_PER_CLIENT bytes, then 429.
 * - When the last byte arrives the first bytes are sniffed (sniff.ts): a file that is not a
 *   PDF, JPEG, PNG or WebP is removed and answered 415. The per-field rules (picture size, the
 *   PDF check) apply when a submission uses it (submissions/read.ts), as for multipart.
 * - The bytes live in the store of resumable-store.ts: a private folder under DATA_DIR, or
 *   the UPLOADS_S3_* bucket, so that any gateway continues where another one stopped; the one
 *   request that may write to an upload at a time is decided by a lease in its row
 *   (resumable-lock.ts), which every gateway sees.
 */
import { createHash } from 'node:crypto'
import { Server, type Upload } from '@tus/server'
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { FILE_MAX_BYTES, MB } from '../../../src/shared/uploads'
import { INVALID_REFERENCE, isReference } from '../../../src/shared/reference'
import { API_KEY_HEADER } from '../../../src/shared/transport'
import { DAY_MS, gatewayClock } from '../clock'
import type { AppEnv } from '../context'
import type { Db, Queryable } from '../db/db'
import type { Env } from '../env'
import { ApiError } from '../http/envelope'
import { headerSet, plannedAnswer } from '../http/headers'
import { clientAddress, rateLimit } from '../http/rate-limit'
import { bucketUnavailable } from './s3-store'
import { sniffMediaType } from './sniff'
import { resumableLocker } from './resumable-lock'
import { resumableStore, type ResumableStore } from './resumable-store'

export const RESUMABLE_PATH = '/api/uploads'
/** An upload nobody finishes is removed this long after its creation. */
export const RESUMABLE_EXPIRY_MS = DAY_MS
/**
 * Uploads of one client address unfinished at once, and their declared bytes. Why these: the
 * largest submission is 16 files and 25 MB (http/multipart.ts); an outbox holding a few entries
 * of several pictures each, or a few people behind one address, stay well within 32 uploads and
 * 100 MB, while a client that opens uploads it never finishes is stopped after 100 MB of disk.
 */
export const UNFINISHED_PER_CLIENT = 32
export const UNFINISHED_BYTES_PER_CLIENT = 100 * MB
const CAP_RETRY_AFTER_SECONDS = 60

const TUS_VERSION = '1.0.0'
export const TUS_HEADERS = headerSet({ 'Tus-Resumable': TUS_VERSION })
// The headers of tus's answers that are the protocol's; the rest (CORS) is not ours to send.
const KEPT_HEADERS = ['location', 'upload-offset', 'upload-length', 'cache-control']
const INTERRUPTED = 'The upload was interrupted before it ended'
export const UNKNOWN_UPLOAD =
  'This upload is not known: it may have expired or been used already. Start the file again.'
const NOT_A_FILE_WE_TAKE = 'Only PDF, JPEG, PNG and WebP files are accepted'

export const keyDigest = (key: string) => createHash('sha256').update(key).digest('hex')

export interface ResumableRow {
  id: string
  key_digest: string
  reference: string
  client: string
  length: number
  file_name: string
  file_type: string
  media_type: string | null
  expires_at: Date
}

/** The row of an upload the caller's key may use (not expired), or undefined. */
export async function ownUpload(
  db: Queryable,
  id: string,
  key: string,
  now: number,
): Promise<ResumableRow | undefined> {
  const [row] = await db.query<ResumableRow>(
    `select id, key_digest, reference, client, length::float8 as length, file_name, file_type,
       media_type, expires_at
     from resumable_uploads where id = $1`,
    [id],
  )
  if (!row || row.key_digest !== keyDigest(key) || row.expires_at.getTime() <= now) return undefined
  return row
}

/** The tus server and its store of one database (createApp holds no global state). */
interface Resumable {
  server: Server
  store: ResumableStore
}

/** What a request's hooks share with its Hono context (tus hands them the Request only). */
interface RequestState {
  c: Context<AppEnv>
  /** Our refusal, thrown by a hook; tus only passes on a status and a text. */
  error?: ApiError
  expires?: Date
}

const states = new WeakMap<Request, RequestState>()
const perDb = new WeakMap<Db, Resumable>()

function stateOf(request: Request): RequestState {
  const state = states.get(request)
  if (!state) throw new Error('A resumable upload request without its context')
  return state
}

/** Stops tus with our own refusal, which `answer` sends as the envelope. */
function refuse(state: RequestState, error: ApiError): never {
  state.error = error
  throw { status_code: error.status, body: error.message }
}

export function resumableFor(db: Db, env: Env): Resumable {
  let resumable = perDb.get(db)
  if (resumable) return resumable
  const store = resumableStore(env)
  const clock = gatewayClock(db, env)
  const server = new Server({
    path: RESUMABLE_PATH,
    datastore: store,
    maxSize: FILE_MAX_BYTES,
    relativeLocation: true,
    locker: resumableLocker(db),
    namingFunction: () => store.newId(),
    generateUrl: (_request, { path, id }) => `${path}/${store.publicId(id)}`,
    getFileIdFromRequest: (_request, last) => (last ? store.storeId(last) : undefined),
    async onIncomingRequest(request, id) {
      const state = stateOf(request as Request)
      if (request.method === 'POST') return
      const key = state.c.req.header(API_KEY_HEADER) ?? ''
      const row = await ownUpload(db, id, key, await clock.now())
      if (!row) refuse(state, new ApiError(404, UNKNOWN_UPLOAD))
      state.expires = row.expires_at
    },
    async onUploadCreate(request, upload) {
      const state = stateOf(request as Request)
      const { c } = state
      const metadata = upload.metadata ?? {}
      const reference = metadata.reference?.trim().toUpperCase()
      if (!isReference(reference)) {
        refuse(
          state,
          new ApiError(400, 'Invalid input', {
            errors: [{ path: 'Upload-Metadata.reference', message: INVALID_REFERENCE }],
          }),
        )
      }
      const client = clientAddress(c)
      const now = await clock.now()
      const length = upload.size ?? 0
      const [held] = await db.query<{ count: number; bytes: number }>(
        `select count(*)::int as count, coalesce(sum(length), 0)::float8 as bytes
         from resumable_uploads where client = $1 and media_type is null and expires_at > $2`,
        [client, new Date(now)],
      )
      if (
        held!.count >= UNFINISHED_PER_CLIENT ||
        held!.bytes + length > UNFINISHED_BYTES_PER_CLIENT
      ) {
        refuse(
          state,
          new ApiError(
            429,
            'Too many unfinished uploads. Please wait for the ones under way and try again.',
            { headers: { 'Retry-After': String(CAP_RETRY_AFTER_SECONDS) } },
          ),
        )
      }
      const expires = new Date(now + RESUMABLE_EXPIRY_MS)
      await db.query(
        `insert into resumable_uploads
           (id, key_digest, reference, client, length, file_name, file_type, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          upload.id,
          keyDigest(c.req.header(API_KEY_HEADER) ?? ''),
          reference,
          client,
          length,
          plainText(metadata.filename),
          plainText(metadata.filetype).slice(0, 100),
          new Date(now),
          expires,
        ],
      )
      state.expires = expires
      return {}
    },
    async onUploadFinish(request, upload) {
      const state = stateOf(request as Request)
      const type = sniffMediaType(await store.head(upload.id))
      if (!type) {
        await removeUpload(db, store, upload.id)
        refuse(state, new ApiError(415, NOT_A_FILE_WE_TAKE))
      }
      await db.query('update resumable_uploads set media_type = $2 where id = $1', [
        upload.id,
        type,
      ])
      state.expires = undefined
      return {}
    },
  })
  // Advertise what the contract says (docs/api.md), not every extension the store has.
  store.extensions = ['creation', 'expiration', 'termination']
  resumable = { server, store }
  perDb.set(db, resumable)
  return resumable
}

/** Text of the client's metadata as a database takes it (no NUL, no half emoji). */
function plainText(value: string | null | undefined): string {
  const cut = (value ?? '')
    .replace(/\p{Cc}/gu, '')
    .toWellFormed()
    .slice(0, 255)
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut
}

/** Removes an upload's bytes and its row (the bytes first: a row left names nothing). */
export async function removeUpload(db: Queryable, store: ResumableStore, id: string) {
  await store.remove(id).catch(() => undefined)
  await db.query('delete from resumable_uploads where id = $1', [id])
}

/** Our answer from tus's: its protocol headers kept, its refusals as our envelope. */
async function answer(
  c: Context<AppEnv>,
  state: RequestState,
  response: Response,
  gone: () => boolean,
  env: Env,
): Promise<Response> {
  if (state.error) {
    await response.body?.cancel()
    throw state.error
  }
  if (response.status >= 400) {
    const text = (await response.text()).trim()
    if (response.status >= 500) {
      if (gone()) throw new ApiError(400, INTERRUPTED)
      if (env.UPLOADS_S3) throw bucketUnavailable()
      throw new Error(`The resumable upload store failed: ${response.status} ${text}`)
    }
    // 410 is tus's word for an upload past its expiry; ours says 404 for every upload gone.
    const status = (response.status === 410 ? 404 : response.status) as ContentfulStatusCode
    throw new ApiError(status, messageOf(status, text))
  }
  const headers: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) headers[name] = value
  }
  if (state.expires) headers['upload-expires'] = state.expires.toUTCString()
  if (c.req.method === 'OPTIONS') {
    for (const name of ['tus-version', 'tus-extension', 'tus-max-size']) {
      headers[name] = response.headers.get(name) ?? ''
    }
  }
  await response.body?.cancel()
  return plannedAnswer(c, null, response.status as ContentfulStatusCode, headers)
}

/** tus's refusals in words a client developer and the app read (the status says the rest). */
function messageOf(status: number, text: string): string {
  switch (status) {
    case 404:
      return UNKNOWN_UPLOAD
    case 409:
      return 'Upload-Offset is not the offset of the upload: ask it with HEAD'
    case 412:
      return 'Send Tus-Resumable: 1.0.0'
    case 413:
      return `The file is too large (${FILE_MAX_BYTES / MB} MB at most), or the body goes past its Upload-Length`
    default:
      return text.length > 0 && text.length < 200 ? text : 'The upload request is not valid'
  }
}

/** Refusals we make before tus reads anything. */
function checkCreation(c: Context<AppEnv>) {
  const length = c.req.header('upload-length')
  if (c.req.header('upload-defer-length') !== undefined || length === undefined) {
    throw new ApiError(400, 'Send Upload-Length: the size of the file in bytes')
  }
  if (!/^\d{1,16}$/.test(length) || Number(length) < 1) {
    throw new ApiError(400, 'Upload-Length must be a whole number of bytes, at least 1')
  }
  if (Number(length) > FILE_MAX_BYTES) {
    throw new ApiError(413, `The file is too large (${FILE_MAX_BYTES / MB} MB at most)`, {
      errors: [
        {
          path: 'Upload-Length',
          message: `Each file must be ${FILE_MAX_BYTES / MB} MB or smaller`,
        },
      ],
    })
  }
  const sent = c.req.header('content-length')
  if (c.req.header('upload-concat') !== undefined || (sent !== undefined && sent !== '0')) {
    throw new ApiError(400, 'Create the upload without bytes, then send them with PATCH')
  }
}

const tus: MiddlewareHandler<AppEnv> = async (c) => {
  const { db, env } = c.var
  if (c.req.method === 'POST') checkCreation(c)
  const { server } = resumableFor(db, env)
  const request = c.req.raw
  const state: RequestState = { c }
  states.set(request, state)
  // The client gone before its answer: what tus then calls a failure is an interruption.
  let done = false
  let gone = false
  c.env?.outgoing?.once('close', () => {
    if (!done) gone = true
  })
  try {
    const response = await server.handleWeb(request as never)
    const answered = await answer(c, state, response, () => gone || request.signal.aborted, env)
    // The user removed the entry: its row goes with its bytes (tus removed those).
    if (c.req.method === 'DELETE') {
      await db.query('delete from resumable_uploads where id = $1', [c.req.param('id')])
    }
    return answered
  } finally {
    done = true
  }
}

/**
 * The routes under /api/uploads (their answers, the front door's 401 too, carry Tus-Resumable:
 * app.ts plans it). A GET route stands for HEAD (Hono answers HEAD with the GET
 * route); a GET itself is refused.
 */
export const resumableRoutes = new Hono<AppEnv>()
  .use(rateLimit('uploads'))
  .options('/', tus)
  .post('/', tus)
  .get('/:id', (c, next) => {
    if (c.req.method !== 'HEAD') {
      throw new ApiError(405, 'Use HEAD, PATCH or DELETE for an upload', {
        headers: { Allow: 'HEAD, PATCH, DELETE' },
      })
    }
    return tus(c, next)
  })
  .patch('/:id', tus)
  .delete('/:id', tus)

/**
 * Removes every upload past its expiry, its bytes with it; returns how many. Run by the
 * gateway's jobs (jobs/index.ts), on whichever gateway; the delete returns each row once.
 */
export async function sweepResumable(db: Db, env: Env): Promise<number> {
  const now = await gatewayClock(db, env).now()
  const rows = await db.query<{ id: string }>(
    'delete from resumable_uploads where expires_at <= $1 returning id',
    [new Date(now)],
  )
  const { store } = resumableFor(db, env)
  for (const { id } of rows) await store.remove(id).catch(() => undefined)
  return rows.length
}

export type { Upload }
