/**
 * Checks input with the shared valibot schemas (DESIGN.md section 2: the forms and the gateway
 * use the very same schema). A failure is a 400 envelope with one entry per invalid field: the
 * first issue of each dot path, in the order valibot reports them.
 */
import * as v from 'valibot'
import { ApiError, type FieldError } from './envelope'

export const INVALID_INPUT = 'Invalid input'

export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.')
}

// valibot's default key messages ("Invalid key: Expected never but received "x"") read badly;
// a schema's own message wins whenever one was given.
function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (!issue.message.startsWith('Invalid key:')) return issue.message
  return issue.expected === 'never' ? 'Unknown field' : 'Required'
}

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>()
  const errors: FieldError[] = []
  for (const issue of issues) {
    const path = issuePath(issue)
    if (seen.has(path)) continue
    seen.add(path)
    errors.push({ path, message: issueMessage(issue) })
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
