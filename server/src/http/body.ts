/**
 * Request bodies of the gateway calls: JSON (1 MB) or multipart (25 MB in all, 10 MB a file,
 * read as a stream by http/multipart.ts), checked in this order: media type (415), size (413),
 * syntax (400), schema (400 per field).
 * Route middlewares put the checked input where `c.req.valid('json' | 'form')` finds it, typed.
 */
import { isUtf8 } from 'node:buffer'
import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../context'
import { ApiError, type FieldError } from './envelope'
import {
  type MultipartBody,
  type MultipartLimits,
  readMultipart,
  type ReceivedFile,
} from './multipart'
import { MB, readLimited, requireMediaType } from './read-body'
import { fieldErrors, INVALID_INPUT, validate } from './validate'

export const JSON_LIMIT = 1 * MB
export const MULTIPART_LIMIT = 25 * MB
export const FILE_LIMIT = 10 * MB

// A body that is not UTF-8 is refused, not patched with U+FFFD: checked by isUtf8, then read
// by Buffer's decoder, cheaper on small bodies than a fatal TextDecoder.
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** The JSON body (415, 413, 400 when not UTF-8 or not JSON). */
export async function readJson(c: Context): Promise<unknown> {
  requireMediaType(c, 'application/json')
  return parseJson(decodeJson(await readLimited(c, JSON_LIMIT, JSON_TOO_LARGE)))
}

const JSON_TOO_LARGE = 'The request is too large (1 MB at most)'
const NOT_JSON = 'The request body is not valid JSON'

function decodeJson(bytes: Uint8Array): string {
  if (!isUtf8(bytes)) throw new ApiError(400, NOT_JSON)
  return asBuffer(bytes).toString('utf8')
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, NOT_JSON)
  }
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export interface JsonBodyOptions {
  /**
   * Remember the checked input of up to this many distinct small bodies (at most
   * REUSE_MAX_CHARS long) and give every later request with the very same text the same frozen
   * object, without parsing or checking it again. For calls that many clients send with
   * identical bodies (product/check in a QR campaign: one code, thousands of scans), where
   * parsing and checking were a good share of the call's cost. Only for schemas whose output
   * is a flat object that the handler reads and never changes; failures are never remembered.
   */
  reuse?: number
}

export const REUSE_MAX_CHARS = 256

function checkedInput<S extends v.GenericSchema>(schema: S, text: string): object {
  const input = parseJson(text)
  if (!isPlainObject(input)) {
    throw new ApiError(400, INVALID_INPUT, {
      errors: [{ path: '', message: 'Send a JSON object' }],
    })
  }
  return validate(schema, input) as object
}

/**
 * Validates the JSON body with schema; the handler reads it with `c.req.valid('json')`. Every
 * call takes a JSON object (valibot's object schemas would take an array's indexes as keys).
 */
export function jsonBody<S extends v.GenericSchema>(
  schema: S,
  options: JsonBodyOptions = {},
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
> {
  const limit = options.reuse ?? 0
  const known = new Map<string, object>()
  return async (c, next) => {
    // readJson's steps, inline: one await less on every JSON call.
    requireMediaType(c, 'application/json')
    const text = decodeJson(await readLimited(c, JSON_LIMIT, JSON_TOO_LARGE))
    let checked = known.get(text)
    if (checked === undefined) {
      checked = checkedInput(schema, text)
      if (limit > 0 && text.length <= REUSE_MAX_CHARS) {
        if (known.size >= limit) known.clear()
        known.set(text, Object.freeze(checked))
      }
    }
    c.req.addValidatedData('json', checked)
    await next()
  }
}

export interface FileRule {
  min?: number
  max?: number
}

export interface MultipartOptions {
  /** The file fields the call takes, with their counts; a file in any other part is a 400. */
  files?: Record<string, FileRule>
  /** Limits past the defaults of docs/design.md section 4 (25 MB in all, 10 MB a file). */
  limits?: Partial<MultipartLimits>
}

/** A checked multipart body: typed text fields, the files by field, and the raw body. */
export interface Multipart<T = Record<string, string>> {
  fields: T
  files: Record<string, ReceivedFile[]>
  body: MultipartBody
}

/**
 * Defaults for a form of a few text fields and a few files. Why these numbers: 25 MB and
 * 10 MB are docs/design.md section 4's; 64 KB holds the longest text field (a 2,000-character
 * description is at most 8 KB of UTF-8) with room for the JSON `data` part of the next forms;
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

/** Entries for file fields the call does not take and for counts outside a rule. */
export function fileErrors(
  files: Record<string, unknown[]>,
  rules: Record<string, FileRule>,
): FieldError[] {
  const errors: FieldError[] = []
  for (const name of Object.keys(files)) {
    if (!Object.hasOwn(rules, name)) errors.push({ path: name, message: 'Unknown file field' })
  }
  for (const [name, rule] of Object.entries(rules)) {
    const count = files[name]?.length ?? 0
    if (count < (rule.min ?? 0)) errors.push({ path: name, message: 'Attach a file' })
    else if (count > (rule.max ?? Infinity)) {
      errors.push({ path: name, message: `Attach at most ${rule.max} files` })
    }
  }
  return errors
}

/**
 * The text parts as the schema takes them: one string per name. A name sent twice is an
 * error of its own (valibot would otherwise describe the array in its own words).
 */
export function singleValues(fields: Record<string, string[]>) {
  const values: Record<string, string> = Object.create(null) as Record<string, string>
  const errors: FieldError[] = []
  for (const name of Object.keys(fields)) {
    const list = fields[name]!
    if (list.length === 1) values[name] = list[0]!
    else errors.push({ path: name, message: 'Send this field once' })
  }
  return { values, errors }
}

/**
 * Reads the multipart body (http/multipart.ts), validates its text fields with schema and its
 * files with options; the handler reads it with `c.req.valid('form')`. The request's temporary
 * files are removed when the handler is done, whatever happens.
 */
export function multipartBody<S extends v.GenericSchema>(
  schema: S,
  options: MultipartOptions = {},
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { form: Record<string, string | File> }; out: { form: Multipart<v.InferOutput<S>> } }
> {
  const rules = options.files
  const limits: MultipartLimits = {
    ...MULTIPART_LIMITS,
    ...(rules ? { fileFields: Object.keys(rules) } : {}),
    ...options.limits,
  }
  return async (c, next) => {
    const body = await readMultipart(c, limits)
    try {
      const files = Object.create(null) as Record<string, ReceivedFile[]>
      for (const file of body.files) (files[file.field] ??= []).push(file)
      const misplaced: FieldError[] = []
      for (const name of Object.keys(rules ?? {})) {
        // An empty file input can arrive as an empty text part; text in a file field is an error.
        const text = body.fields[name]
        if (text !== undefined && !(text.length === 1 && text[0] === '')) {
          misplaced.push({ path: name, message: 'Attach a file' })
        }
        delete body.fields[name]
      }
      const { values, errors: repeated } = singleValues(body.fields)
      const checked = v.safeParse(schema, values)
      const errors = [
        ...(checked.success ? [] : fieldErrors(checked.issues)),
        ...repeated,
        ...misplaced,
        ...(rules ? fileErrors(files, rules) : []),
      ]
      if (!checked.success || errors.length > 0) {
        const seen = new Set<string>()
        const firstPerPath = errors.filter((error) => !seen.has(error.path) && seen.add(error.path))
        throw new ApiError(400, INVALID_INPUT, { errors: firstPerPath })
      }
      c.req.addValidatedData('form', { fields: checked.output, files, body })
      await next()
    } finally {
      await body.discard()
    }
  }
}

/** The content the idempotency hash covers for a multipart call: text fields and file digests. */
export function multipartContent(form: Multipart<unknown>): unknown {
  const files: Record<string, string[]> = {}
  for (const name of Object.keys(form.files).sort()) {
    files[name] = form.files[name]!.map((item) => item.sha256)
  }
  return { fields: form.fields, files }
}
