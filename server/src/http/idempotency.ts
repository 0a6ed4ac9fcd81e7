/**
 * Idempotent creates by reference number (docs/design.md section 4). The outbox may send a
 * submission twice (a lost answer, two tabs, a retry after a timeout): the same reference with
 * the same content gets the first answer again and creates nothing; with other content, 409.
 *
 * A request first claims its reference (insert ... on conflict do nothing), so of two concurrent
 * identical requests exactly one runs the handler; the other waits for the stored answer. Only a
 * 2xx answer is kept; after a 4xx or an error the claim is dropped and the client may try again.
 * The handler's own inserts should still be `on conflict do nothing` on the reference: a crash
 * between its commit and the stored answer leaves a stale claim that a later retry takes over.
 *
 * Stale means the claim's heartbeat stopped (migration 004): while the handler runs, its
 * request refreshes `heartbeat_at` every second, so a claim not refreshed for STALE_SECONDS
 * belongs to a process that is gone, and a retry takes it over within a few seconds of the
 * crash (it used to wait two minutes, answering 409 meanwhile).
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { isReference, INVALID_REFERENCE, type ReferenceKind } from '../../../src/shared/reference'
import { IDEMPOTENCY_HEADER } from '../../../src/shared/transport'
import type { AppEnv } from '../context'
import { ApiError } from './envelope'

const POLL_MS = 25
const WAIT_MS = 15_000
// A claim whose heartbeat is this old belongs to a request that died (crash, restart).
const STALE_SECONDS = 5
const HEARTBEAT_MS = 1_000
const RETRY_AFTER_SECONDS = 5

/** JSON with object keys sorted at every depth: equal content, equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item
    const record = item as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    )
  })
}

export function requestHash(path: string, content: unknown): string {
  return createHash('sha256').update(canonicalJson({ path, content })).digest('hex')
}

const invalid = () =>
  new ApiError(400, 'Invalid input', {
    errors: [{ path: 'reference', message: INVALID_REFERENCE }],
  })

/** The reference of a create: body and Idempotency-Key header must agree; either may be absent. */
export function resolveReference(c: Context, fromBody: unknown, kind?: ReferenceKind): string {
  const header = c.req.header(IDEMPOTENCY_HEADER)?.trim().toUpperCase()
  const body = typeof fromBody === 'string' ? fromBody.trim().toUpperCase() : fromBody
  if (header !== undefined && body !== undefined && header !== body) {
    throw new ApiError(400, 'The Idempotency-Key header and the reference in the body differ', {
      errors: [{ path: 'reference', message: 'Must equal the Idempotency-Key header' }],
    })
  }
  const reference = body ?? header
  if (!isReference(reference, kind)) throw invalid()
  return reference
}

interface StoredRecord {
  request_hash: string
  status: number | null
  response_body: string | null
  stale: boolean
}

export interface IdempotentRequest {
  /** The reference as the body carries it (checked against the header and for its form). */
  reference: unknown
  /** What identifies the request: the checked body, or multipartContent(form). */
  content: unknown
  /** Limit the reference to one kind, e.g. 'exclusion' (EX-). */
  kind?: ReferenceKind
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function replay(record: StoredRecord): Response {
  return new Response(record.response_body, {
    status: record.status ?? 200,
    headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
  })
}

/** Runs handler once per reference and answers every repeat with its first 2xx response. */
export async function idempotent(
  c: Context<AppEnv>,
  request: IdempotentRequest,
  handler: () => Promise<Response>,
): Promise<Response> {
  const db = c.var.db
  const reference = resolveReference(c, request.reference, request.kind)
  const path = c.req.path
  const hash = requestHash(path, request.content)
  const deadline = Date.now() + WAIT_MS

  for (;;) {
    const claimed = await db.query(
      `insert into idempotency_records (reference, path, request_hash) values ($1, $2, $3)
       on conflict (reference) do nothing returning reference`,
      [reference, path, hash],
    )
    if (claimed.length > 0) return runClaimed(c, reference, handler)

    const [record] = await db.query<StoredRecord>(
      `select request_hash, status, response_body,
         (status is null and heartbeat_at < now() - interval '${STALE_SECONDS} seconds') as stale
       from idempotency_records where reference = $1`,
      [reference],
    )
    if (!record) continue // the claim was dropped meanwhile: claim again
    if (record.request_hash !== hash) {
      throw new ApiError(409, 'This reference number was already used for a different submission')
    }
    if (record.status !== null) return replay(record)
    if (record.stale) {
      await db.query('delete from idempotency_records where reference = $1 and status is null', [
        reference,
      ])
      continue
    }
    if (Date.now() > deadline) {
      // Retry-After marks it as worth another try: the outbox retries it rather than asking
      // the person to correct a submission that is fine.
      throw new ApiError(
        409,
        'This submission is still being processed. Please try again shortly.',
        {
          headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        },
      )
    }
    await sleep(POLL_MS)
  }
}

async function runClaimed(c: Context<AppEnv>, reference: string, handler: () => Promise<Response>) {
  const db = c.var.db
  const release = () =>
    db.query('delete from idempotency_records where reference = $1 and status is null', [reference])
  const heartbeat = setInterval(() => {
    db.query(
      'update idempotency_records set heartbeat_at = now() where reference = $1 and status is null',
      [reference],
    ).catch(() => {})
  }, HEARTBEAT_MS)
  heartbeat.unref()
  let response: Response
  try {
    response = await handler()
  } catch (error) {
    await release().catch(() => {})
    throw error
  } finally {
    clearInterval(heartbeat)
  }
  if (response.status < 200 || response.status > 299) {
    await release()
    return response
  }
  const body = await response.text()
  await db.query(
    `update idempotency_records set status = $2, response_body = $3, completed_at = now()
     where reference = $1`,
    [reference, response.status, body],
  )
  return new Response(body, { status: response.status, headers: response.headers })
}
