/**
 * The response envelope of docs/design.md section 4, the only shape any /api answer takes:
 * success `{ success: true, data }` (lists add page, pageSize, total) and failure
 * `{ success: false, message, errors?: [{ path, message }] }`.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { jsonAnswer } from './headers'

export interface FieldError {
  /** Dot path of the field, e.g. `product.code`; empty for the body as a whole. */
  path: string
  message: string
}

export interface Failure {
  success: false
  message: string
  errors?: FieldError[]
}

export interface ListPage {
  page: number
  pageSize: number
  total: number
}

// Answers are built by jsonAnswer (headers.ts) with the headers the middlewares planned, not
// by c.json(): headers set with c.header() or a status set with c.status() do not apply.
export function ok<T>(c: Context, data: T, status: 200 | 201 | 202 = 200): Response {
  return jsonAnswer(c, JSON.stringify({ success: true, data }), status)
}

/** The text of a success envelope, for answers a route keeps and sends many times. */
export function okText<T>(data: T): string {
  return JSON.stringify({ success: true, data })
}

/** A success answer whose envelope text was built beforehand with okText. */
export function okPrebuilt(c: Context, text: string): Response {
  return jsonAnswer(c, text, 200)
}

/** 201 for a submission that created something. */
export function created<T>(c: Context, data: T) {
  return ok(c, data, 201)
}

export function okList<T>(c: Context, data: T[], page: ListPage): Response {
  return jsonAnswer(c, JSON.stringify({ success: true, data, ...page }), 200)
}

export function failure(message: string, errors?: FieldError[]): Failure {
  return errors && errors.length > 0
    ? { success: false, message, errors }
    : { success: false, message }
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: FieldError[],
  headers?: Record<string, string>,
): Response {
  return jsonAnswer(c, JSON.stringify(failure(message, errors)), status, headers)
}

/**
 * Throw from anywhere in a handler or middleware; the app's onError answers with the envelope.
 * Extends HTTPException so hono's own handling (and any HTTPException check) still applies.
 */
export class ApiError extends HTTPException {
  readonly errors: FieldError[] | undefined
  readonly headers: Record<string, string> | undefined

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(status, { message })
    this.name = 'ApiError'
    this.errors = options.errors
    this.headers = options.headers
  }
}
