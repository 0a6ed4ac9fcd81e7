/**
 * Request bodies of the gateway calls: JSON (1 MB) or multipart (25 MB in all, 10 MB a file),
 * checked in this order: media type (415), size (413), syntax (400), schema (400 per field).
 * Route middlewares put the checked input where `c.req.valid('json' | 'form')` finds it, typed.
 */
import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../context'
import { ApiError, type FieldError } from './envelope'
import { MB, readLimited, requireMediaType } from './read-body'
import { fieldErrors, INVALID_INPUT, validate } from './validate'

export const JSON_LIMIT = 1 * MB
export const MULTIPART_LIMIT = 25 * MB
export const FILE_LIMIT = 10 * MB

// Fatal: a body that is not UTF-8 is refused, not patched with U+FFFD. decode() without
// { stream } keeps no state between calls, so one decoder serves every request.
const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The JSON body (415, 413, 400 when not UTF-8 or not JSON). */
export async function readJson(c: Context): Promise<unknown> {
  requireMediaType(c, 'application/json')
  return parseJson(decodeJson(await readLimited(c, JSON_LIMIT, JSON_TOO_LARGE)))
}

const JSON_TOO_LARGE = 'The request is too large (1 MB at most)'
const NOT_JSON = 'The request body is not valid JSON'

function decodeJson(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes)
  } catch {
    throw new ApiError(400, NOT_JSON)
  }
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

export interface UploadedFile {
  file: File
  /** Hex SHA-256 of the bytes: the idempotency hash and the uploads store key use it. */
  sha256: string
}

export interface Multipart<T = Record<string, string | string[]>> {
  fields: T
  files: Record<string, UploadedFile[]>
}

export interface FileRule {
  min?: number
  max?: number
}

export interface MultipartOptions {
  /** The file fields the call takes; any other file field is refused. Omit to take any. */
  files?: Record<string, FileRule>
}

const sha256 = async (file: File) =>
  createHash('sha256')
    .update(new Uint8Array(await file.arrayBuffer()))
    .digest('hex')

/** Parses a multipart body (415, 413, 400 when malformed); files over 10 MB are a 413. */
export async function readMultipart(c: Context): Promise<Multipart> {
  requireMediaType(c, 'multipart/form-data')
  const bytes = await readLimited(c, MULTIPART_LIMIT, 'The request is too large (25 MB at most)')
  let form: FormData
  try {
    const headers = { 'content-type': c.req.header('content-type') ?? '' }
    form = await new Response(bytes, { headers }).formData()
  } catch {
    throw new ApiError(400, 'The request body is not valid multipart form data')
  }

  const fields: Record<string, string | string[]> = {}
  const files: Record<string, File[]> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      const prior = fields[name]
      fields[name] = prior === undefined ? value : [prior, value].flat()
    } else if (value.size > 0 || value.name !== '') {
      // (A file input left empty sends an empty, unnamed part: not a file.)
      ;(files[name] ??= []).push(value)
    }
  }

  const tooLarge = Object.entries(files).flatMap(([path, list]) =>
    list.some((file) => file.size > FILE_LIMIT)
      ? [{ path, message: 'Each file must be 10 MB or smaller' }]
      : [],
  )
  if (tooLarge.length > 0)
    throw new ApiError(413, 'A file is too large (10 MB at most)', { errors: tooLarge })

  const uploaded: Record<string, UploadedFile[]> = {}
  for (const [name, list] of Object.entries(files)) {
    uploaded[name] = await Promise.all(
      list.map(async (file) => ({ file, sha256: await sha256(file) })),
    )
  }
  return { fields, files: uploaded }
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

/** Validates the text fields with schema and the files with options; read with `c.req.valid('form')`. */
export function multipartBody<S extends v.GenericSchema>(
  schema: S,
  options: MultipartOptions = {},
): MiddlewareHandler<
  AppEnv,
  string,
  { in: { form: Record<string, string | File> }; out: { form: Multipart<v.InferOutput<S>> } }
> {
  return async (c, next) => {
    const { fields, files } = await readMultipart(c)
    const misplaced: FieldError[] = []
    for (const name of Object.keys(options.files ?? {})) {
      // An empty file input can arrive as an empty text part; text in a file field is an error.
      if (fields[name] !== undefined && fields[name] !== '') {
        misplaced.push({ path: name, message: 'Attach a file' })
      }
      delete fields[name]
    }
    const checked = v.safeParse(schema, fields)
    const errors = [
      ...(checked.success ? [] : fieldErrors(checked.issues)),
      ...misplaced,
      ...(options.files ? fileErrors(files, options.files) : []),
    ]
    if (!checked.success || errors.length > 0) {
      const firstPerPath = errors.filter(
        (error, i) => errors.findIndex((e) => e.path === error.path) === i,
      )
      throw new ApiError(400, INVALID_INPUT, { errors: firstPerPath })
    }
    c.req.addValidatedData('form', { fields: checked.output, files })
    await next()
  }
}

/** The content the idempotency hash covers for a multipart call: text fields and file digests. */
export function multipartContent(form: Multipart<unknown>): unknown {
  const files = Object.fromEntries(
    Object.entries(form.files).map(([name, list]) => [name, list.map((item) => item.sha256)]),
  )
  return { fields: form.fields, files }
}
