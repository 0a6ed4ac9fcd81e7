/**
 * The request of a submission, read by its contract's encoding (src/shared/contracts):
 *
 * - `json`: a JSON object with `reference` beside the data;
 * - `multipart`: `reference`, one part `data` (the JSON of the request) and the file parts;
 * - `fields`: `reference`, each text field as its own part, and the file parts.
 *
 * Multipart is streamed to temporary files within limits (http/multipart.ts); a file in a part
 * the contract does not take is refused as soon as it starts. A contract that takes files
 * also takes a JSON body: the data beside `reference`, and `uploads`, the files sent before
 * as resumable uploads (uploaded-files.ts), which become the same received files. The data is checked with the
 * contract's schema (400, one entry per field); the files by count for this data
 * (fileCountProblems), then each by its content (checkFiles). The caller must `discard()`.
 */
import type { Context } from 'hono'
import * as v from 'valibot'
import { fileCountProblems, type AnyContract } from '../../../src/shared/contracts/contract'
import { messageText } from '../../../src/shared/messages'
import { appLocaleOf, type AppLocale } from '../../../src/shared/locales'
import { INVALID_REFERENCE, isReference } from '../../../src/shared/reference'
import type { AppEnv } from '../context'
import { readJson } from '../http/json-body'
import { singleValues } from '../http/multipart-body'
import { ApiError, type FieldError } from '../http/envelope'
import { requestHash } from '../http/idempotency'
import { MULTIPART_LIMITS, readMultipart } from '../http/multipart'
import { mediaType } from '../http/request-body'
import { fieldErrors, INVALID_INPUT } from '../http/validate'
import { checkFiles, type CheckedFile } from './check-files'
import { listedUploads, uploadedFiles, type UploadedFiles } from './uploaded-files'

export interface SubmissionRequest {
  reference: unknown
  data: Record<string, unknown>
  files: CheckedFile[]
  /** What the idempotency hash covers: the checked data and the files' digests. */
  content: unknown
  /** Removes the request's temporary files not taken by the uploads store. */
  discard(): Promise<void>
  /** Once the submission is kept: uses up the resumable uploads it was sent with. */
  consume(): Promise<void>
}

/**
 * The app locale a submission was made in, from its `Content-Language` (the outbox sends the
 * one of the moment it was submitted, src/offline/upload.ts): the first tag, if it is one of
 * ours (src/shared/locales.ts), else English. Never a refusal: an outbox entry made before
 * the header existed sends none.
 */
export function submissionLanguage(header: string | undefined): AppLocale {
  const first = header?.split(',')[0]?.trim().toLowerCase()
  return appLocaleOf(first)
}

const nothing = async () => {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function invalid(errors: FieldError[]): never {
  throw new ApiError(400, INVALID_INPUT, { errors })
}

/** The data's own errors, one per field (none when it is valid). */
function dataErrors(contract: AnyContract, input: unknown) {
  if (!isRecord(input)) return { errors: [{ path: '', message: 'Send a JSON object' }] }
  const result = v.safeParse(contract.schema, input)
  return result.success
    ? { data: result.output as Record<string, unknown>, errors: [] }
    : { errors: fieldErrors(result.issues) }
}

/** The reference's own error, beside the data's, so one answer lists everything to fix. */
function referenceErrors(reference: unknown, contract: AnyContract): FieldError[] {
  const typed = typeof reference === 'string' ? reference.trim().toUpperCase() : reference
  return isReference(typed, contract.kind)
    ? []
    : [{ path: 'reference', message: INVALID_REFERENCE }]
}

function checked(contract: AnyContract, reference: unknown, input: unknown, more: FieldError[]) {
  const { data, errors } = dataErrors(contract, input)
  const all = [...more, ...errors, ...referenceErrors(reference, contract)]
  const seen = new Set<string>()
  const unique = all.filter((error) => !seen.has(error.path) && seen.add(error.path))
  if (!data || unique.length > 0) invalid(unique)
  return data
}

/** The answers of a `multipart` request: its one `data` part, as JSON. */
function dataPart(values: Record<string, string>): { input: unknown; errors: FieldError[] } {
  const errors = Object.keys(values)
    .filter((name) => name !== 'data')
    .map((path) => ({ path, message: 'Unknown field' }))
  if (values.data === undefined) {
    errors.push({ path: 'data', message: 'Send the answers as one part named data' })
    return { input: {}, errors }
  }
  try {
    return { input: JSON.parse(values.data) as unknown, errors }
  } catch {
    errors.push({ path: 'data', message: 'The data part is not valid JSON' })
    return { input: {}, errors }
  }
}

export async function readSubmission(
  c: Context<AppEnv>,
  contract: AnyContract,
): Promise<SubmissionRequest> {
  if (contract.encoding === 'json') {
    const body = await readJson(c)
    if (!isRecord(body)) invalid([{ path: '', message: 'Send a JSON object' }])
    const { reference, ...rest } = body
    const data = checked(contract, reference, rest, [])
    return { reference, data, files: [], content: data, discard: nothing, consume: nothing }
  }
  if (mediaType(c) === 'application/json') return readWithUploads(c, contract)

  const fileFields = Object.keys(contract.files)
  const body = await readMultipart(c, { ...MULTIPART_LIMITS, fileFields })
  try {
    const misplaced: FieldError[] = []
    for (const name of fileFields) {
      // An empty file input can arrive as an empty text part; text in a file field is an error.
      const text = body.fields[name]
      if (text !== undefined && !(text.length === 1 && text[0] === '')) {
        misplaced.push({ path: name, message: messageText('file.required') })
      }
      delete body.fields[name]
    }
    const { values, errors: repeated } = singleValues(body.fields)
    const { reference, ...parts } = values
    const { input, errors } =
      contract.encoding === 'multipart' ? dataPart(parts) : { input: parts, errors: [] }
    const data = checked(contract, reference, input, [...misplaced, ...repeated, ...errors])
    checkCounts(
      contract,
      data,
      body.files.map((file) => file.field),
    )
    const files = await checkFiles(contract, body.files)
    const digests: Record<string, string[]> = {}
    for (const file of body.files) (digests[file.field] ??= []).push(file.sha256)
    return {
      reference,
      data,
      files,
      content: { data, files: digests },
      discard: body.discard,
      consume: nothing,
    }
  } catch (error) {
    await body.discard()
    throw error
  }
}

/** Counts the files of each field and refuses a count the data does not allow (400). */
function checkCounts(contract: AnyContract, data: Record<string, unknown>, fields: string[]) {
  const counts: Record<string, number> = {}
  for (const field of fields) counts[field] = (counts[field] ?? 0) + 1
  const problems = fileCountProblems(contract, data, counts)
  if (problems.length > 0) {
    invalid(problems.map((p) => ({ path: p.path, message: messageText(p.key, p.values) })))
  }
}

/**
 * A JSON body whose files came before it as resumable uploads: the same checks as multipart,
 * in the same order (data and reference, counts, then each file by its content), the uploads
 * list's shape with the data. A replay of a kept submission whose uploads are used up already
 * is handed on without files: its idempotency record answers it (routes.ts).
 */
async function readWithUploads(
  c: Context<AppEnv>,
  contract: AnyContract,
): Promise<SubmissionRequest> {
  const body = await readJson(c)
  if (!isRecord(body)) invalid([{ path: '', message: 'Send a JSON object' }])
  const { reference, uploads, ...rest } = body
  const { listed, errors } = listedUploads(uploads, Object.keys(contract.files))
  const data = checked(contract, reference, rest, errors)
  checkCounts(
    contract,
    data,
    listed.map((upload) => upload.field),
  )
  const content = { data, uploads: listed.map((upload) => [upload.field, upload.id]) }
  const checkedReference = (reference as string).trim().toUpperCase()
  let received: UploadedFiles
  try {
    received = await uploadedFiles(c, listed, checkedReference)
  } catch (error) {
    if (await answeredBefore(c, checkedReference, content)) {
      return { reference, data, files: [], content, discard: nothing, consume: nothing }
    }
    throw error
  }
  try {
    const files = await checkFiles(contract, received.files)
    return { reference, data, files, content, discard: received.discard, consume: received.consume }
  } catch (error) {
    await received.discard()
    throw error
  }
}

/** True when this very request (path and content) was answered with a kept 2xx. */
async function answeredBefore(c: Context<AppEnv>, reference: string, content: unknown) {
  const rows = await c.var.db.query(
    `select 1 from idempotency_records
     where reference = $1 and request_hash = $2 and status is not null`,
    [reference, requestHash(c.req.path, content)],
  )
  return rows.length > 0
}
