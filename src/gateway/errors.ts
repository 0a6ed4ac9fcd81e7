/**
 * The one failure handler (docs/design.md section 4), and the error every failed call throws.
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
import { fieldErrors, firstText, GatewayError, isRecord, isText } from './gateway-error'
import { addMessages, type UserMessage } from './status'

export {
  GatewayError,
  isGatewayError,
  isUnreachable,
  type GatewayErrorInit,
  type GatewayErrorKind,
} from './gateway-error'

export function failureMessages(error: unknown): UserMessage[] {
  if (error instanceof GatewayError) {
    if (error.kind === 'aborted') return []
    // "Has data": a body is present, neither undefined nor null.
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
  // file said "must be a PDF, JPG, PNG or WebP" twice).
  const said = new Set(list.filter((m): m is string => typeof m === 'string'))
  return [...list, ...fieldErrors(body).filter((entry) => !said.has(entry.message))]
}
