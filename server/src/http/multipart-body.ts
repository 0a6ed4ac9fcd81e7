/**
 * The multipart calls' middleware: reads the body (multipart.ts), checks its text fields with
 * the call's schema and its files with the call's rules, and hands the handler a typed form
 * through `c.req.valid('form')`. The upload is discarded when the handler is done, whatever
 * happens. Also the pieces the submission route family checks its multipart requests with.
 */
import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../context'
import { ApiError, type FieldError } from './envelope'
import {
  type MultipartBody,
  type MultipartLimits,
  MULTIPART_LIMITS,
  readMultipart,
  type ReceivedFile,
} from './multipart'
import { fieldErrors, INVALID_INPUT } from './validate'

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
 * Reads the multipart body, validates its text fields with schema and its files with
 * options; the handler reads it with `c.req.valid('form')`.
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
