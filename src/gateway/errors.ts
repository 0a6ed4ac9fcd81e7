/**
 * The one failure handler of 001 section 8, and the error every failed call throws.
 *
 * `failureMessages(error)` applies the rules in order:
 * 1. An abort the caller asked for (its own AbortSignal) is not a failure: no message.
 * 2. The response has data (a body): the first available of body.message, body.errorMessage,
 *    the list body.messages; if none, TRY_AGAIN. Then each 400 `errors[]` entry
 *    ({ path, message }), so the dialog lists what to fix, less those that repeat the message.
 * 3. No data: the error's own message, then its errorMessage, then UNHANDLED. For a
 *    GatewayError "its own message" is the one the HTTP layer gave it (`userMessage`):
 *    'Network Error' when the request never got an answer, the timeout text, or, on a server
 *    error (5xx) without a body, CONTACT_ADMIN. `Error.message` of a GatewayError is a
 *    diagnostic for logs, never shown.
 * `onFailure(error)` adds those messages to the dialog's list.
 */
import { UNHANDLED, TRY_AGAIN } from './fallbacks'
import { addMessages, type FieldMessage, type UserMessage } from './status'

export type GatewayErrorKind = 'response' | 'network' | 'timeout' | 'aborted'

export interface GatewayErrorInit {
  kind: GatewayErrorKind
  path: string
  /** The HTTP status; 0 when no response came. */
  status?: number
  /** The parsed JSON body; undefined when there was none or it was not JSON. */
  body?: unknown
  /** What the HTTP layer tells the user when there is no body. */
  userMessage?: UserMessage
  cause?: unknown
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError'
  readonly kind: GatewayErrorKind
  readonly path: string
  readonly status: number
  readonly body: unknown
  readonly userMessage: UserMessage | undefined

  constructor(init: GatewayErrorInit) {
    const status = init.status ?? 0
    const bodyText = isRecord(init.body) ? firstText(init.body.message, init.body.errorMessage) : ''
    super(bodyText || `${init.path}: ${init.kind}${status ? ` (status ${status})` : ''}`, {
      cause: init.cause,
    })
    this.kind = init.kind
    this.path = init.path
    this.status = status
    this.body = init.body
    this.userMessage = init.userMessage
  }

  /** The 400 `errors[]` entries, for a form to show by its fields. */
  get errors(): FieldMessage[] {
    return fieldErrors(this.body)
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError
}

export function failureMessages(error: unknown): UserMessage[] {
  if (error instanceof GatewayError) {
    if (error.kind === 'aborted') return []
    // "Has data": a body is present, neither undefined nor null (000 section 5).
    if (error.body !== undefined && error.body !== null) return bodyMessages(error.body)
    return [error.userMessage ?? UNHANDLED]
  }
  if (isRecord(error)) {
    return [firstText(error.message, error.errorMessage) || UNHANDLED]
  }
  return [UNHANDLED]
}

/** The ONE failure handler: fills the message dialog. Returns what it added. */
export function onFailure(error: unknown): UserMessage[] {
  const list = failureMessages(error)
  addMessages(list)
  return list
}

function bodyMessages(body: unknown): UserMessage[] {
  const list: UserMessage[] = []
  if (isRecord(body)) {
    const first = firstText(body.message, body.errorMessage)
    if (first) list.push(first)
    else if (Array.isArray(body.messages)) list.push(...body.messages.filter(isText))
  }
  if (list.length === 0) list.push(TRY_AGAIN)
  // A field entry that repeats the message adds nothing but the same sentence twice (a refused
  // file said "must be a PDF, JPG, PNG or WebP" twice: issue 9, item 4).
  const said = new Set(list.filter((m): m is string => typeof m === 'string'))
  return [...list, ...fieldErrors(body).filter((entry) => !said.has(entry.message))]
}

function fieldErrors(body: unknown): FieldMessage[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return []
  return body.errors
    .filter((e): e is Record<string, unknown> => isRecord(e) && isText(e.message))
    .map((e) => ({ path: typeof e.path === 'string' ? e.path : '', message: e.message as string }))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function firstText(...values: unknown[]): string {
  return (values.find(isText) as string | undefined) ?? ''
}
