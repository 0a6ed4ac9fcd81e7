/**
 * Checks input with the shared valibot schemas (docs/design.md section 2: the forms and the gateway
 * use the very same schema). A failure is a 400 envelope with one entry per invalid field: the
 * first issue of each dot path, in the order valibot reports them.
 */
import * as v from 'valibot'
import { ApiError, type FieldError } from './envelope'

export const INVALID_INPUT = 'Invalid input'

export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.')
}

// valibot's default messages name its internals and echo the input ('Invalid type: Expected
// number but received "xxxx…"', all 900 KB of it): a schema's own message wins whenever one was
// given, and any default is replaced by plain words.
const VALIBOT_DEFAULT = /^Invalid \w+: /

function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (!VALIBOT_DEFAULT.test(issue.message)) return issue.message
  if (issue.message.startsWith('Invalid key:')) {
    return issue.expected === 'never' ? 'Unknown field' : 'Required'
  }
  return issue.input === undefined ? 'Required' : 'Enter a valid value'
}

// An answer names at most this many fields, each path at most this long: the keys come from
// the client, and an error answer never echoes input back at length.
const MAX_ERRORS = 20
const MAX_PATH = 100

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>()
  const errors: FieldError[] = []
  for (const issue of issues) {
    const full = issuePath(issue)
    const path = full.length > MAX_PATH ? `${full.slice(0, MAX_PATH)}…` : full
    if (seen.has(path)) continue
    seen.add(path)
    errors.push({ path, message: issueMessage(issue) })
    if (errors.length === MAX_ERRORS) break
  }
  return errors
}

/** Returns the schema's output, or throws the 400 envelope. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  throw new ApiError(400, INVALID_INPUT, { errors: fieldErrors(result.issues) })
}

/**
 * A request body that refuses keys it does not know (400 "Unknown field"), for calls where an
 * extra key means a client bug, not a newer client.
 */
export function strictBody<const E extends v.ObjectEntries>(entries: E) {
  return v.strictObject(entries)
}
