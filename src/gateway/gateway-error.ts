/**
 * The error every failed gateway call throws, apart from the failure handler (errors.ts) and its
 * messages: a check form needs only to recognise it (was it cancelled?), and this is all it
 * loads for that on a page that has not called anything yet (docs/design.md section 7).
 */
import type { FieldMessage, UserMessage } from './status'

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
  /** The answer's Retry-After, in seconds, when it gave one (a 429, a 503). */
  retryAfter?: number
  cause?: unknown
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError'
  readonly kind: GatewayErrorKind
  readonly path: string
  readonly status: number
  readonly body: unknown
  readonly userMessage: UserMessage | undefined
  readonly retryAfter: number | undefined

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
    this.retryAfter = init.retryAfter
  }

  /** The 400 `errors[]` entries, for a form to show by its fields. */
  get errors(): FieldMessage[] {
    return fieldErrors(this.body)
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError
}

/** No answer came (offline, cut off, timed out), as against a failure the gateway answered. */
export function isUnreachable(error: unknown): boolean {
  return isGatewayError(error) && (error.kind === 'network' || error.kind === 'timeout')
}

/**
 * What a page that words a failed call itself says of it (a status check, an extension): the
 * gateway's 404 and 429, no answer at all, or any other failure.
 */
export function callProblem(error: unknown): 'notFound' | 'tooMany' | 'offline' | 'failed' {
  const status = isGatewayError(error) ? error.status : 0
  if (status === 404) return 'notFound'
  if (status === 429) return 'tooMany'
  return isUnreachable(error) ? 'offline' : 'failed'
}

export function fieldErrors(body: unknown): FieldMessage[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return []
  return body.errors
    .filter((e): e is Record<string, unknown> => isRecord(e) && isText(e.message))
    .map((e) => ({ path: typeof e.path === 'string' ? e.path : '', message: e.message as string }))
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

export function firstText(...values: unknown[]): string {
  return (values.find(isText) as string | undefined) ?? ''
}
