/**
 * The request of a submission, read by its contract's encoding (src/shared/contracts):
 *
 * - `json`: a JSON object with `reference` beside the data;
 * - `multipart`: `reference`, one part `data` (the JSON of the request) and the file parts;
 * - `fields`: `reference`, each text field as its own part, and the file parts.
 *
 * The data is checked with the contract's schema (400, one entry per field); the files by
 * count for this data (fileCountProblems), type from their bytes and, for pictures, size
 * (checkFiles). What comes back is ready to store.
 */
import type { Context } from 'hono'
import * as v from 'valibot'
import { fileCountProblems, type AnyContract } from '../../../src/shared/contracts/contract'
import { messageText } from '../../../src/shared/messages'
import type { AppEnv } from '../context'
import { readJson, readMultipart, type UploadedFile } from '../http/body'
import { ApiError, type FieldError } from '../http/envelope'
import { fieldErrors, INVALID_INPUT } from '../http/validate'
import { checkFiles, type CheckedFile } from './check-files'

export interface SubmissionRequest {
  reference: unknown
  data: Record<string, unknown>
  files: CheckedFile[]
  /** What the idempotency hash covers: the checked data and the files' digests. */
  content: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function invalid(errors: FieldError[]): never {
  throw new ApiError(400, INVALID_INPUT, { errors })
}

function parseDataPart(parts: Record<string, string | string[]>): unknown {
  const part = parts.data
  if (typeof part !== 'string') {
    invalid([{ path: 'data', message: 'Send the answers as one part named data' }])
  }
  try {
    return JSON.parse(part)
  } catch {
    return invalid([{ path: 'data', message: 'The data part is not valid JSON' }])
  }
}

function checkData(contract: AnyContract, input: unknown): Record<string, unknown> {
  if (!isRecord(input)) invalid([{ path: '', message: 'Send a JSON object' }])
  const result = v.safeParse(contract.schema, input)
  if (!result.success) invalid(fieldErrors(result.issues))
  return result.output as Record<string, unknown>
}

export async function readSubmission(
  c: Context<AppEnv>,
  contract: AnyContract,
): Promise<SubmissionRequest> {
  if (contract.encoding === 'json') {
    const body = await readJson(c)
    if (!isRecord(body)) invalid([{ path: '', message: 'Send a JSON object' }])
    const { reference, ...rest } = body
    const data = checkData(contract, rest)
    return { reference, data, files: [], content: data }
  }

  const { fields, files } = await readMultipart(c)
  const { reference, ...parts } = fields
  const input = contract.encoding === 'multipart' ? parseDataPart(parts) : parts
  if (contract.encoding === 'multipart' && Object.keys(parts).some((name) => name !== 'data')) {
    const extra = Object.keys(parts).find((name) => name !== 'data')!
    invalid([{ path: extra, message: 'Unknown field' }])
  }
  const data = checkData(contract, input)
  const counts = Object.fromEntries(
    Object.entries(files).map(([name, list]) => [name, list.length]),
  )
  const problems = fileCountProblems(contract, data, counts)
  if (problems.length > 0) {
    invalid(problems.map((p) => ({ path: p.path, message: messageText(p.key, p.values) })))
  }
  const checked = await checkFiles(contract, files as Record<string, UploadedFile[]>)
  const digests = Object.fromEntries(
    Object.entries(files).map(([name, list]) => [name, list.map((item) => item.sha256)]),
  )
  return { reference, data, files: checked, content: { data, files: digests } }
}
