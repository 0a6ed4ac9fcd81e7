/**
 * Checks a form's values with its shared valibot schema (the gateway's own) and keeps the
 * first problem of each field, as the English text of its shared message. Loaded by
 * use-light-form.ts when a person first focuses the form, not with the page: valibot and the
 * message table are ~6 KiB that a visitor who only reads the page never needs.
 */
import type { I18n } from '@lingui/core'
import * as v from 'valibot'
import { validationMessage } from '../../i18n/validation'

export type Validated<Output> =
  { ok: true; output: Output } | { ok: false; problems: Record<string, string> }

export function validate<Output>(
  schema: v.GenericSchema<unknown, Output>,
  values: Record<string, unknown>,
): Validated<Output> {
  const result = v.safeParse(schema, values)
  if (result.success) return { ok: true, output: result.output }
  const problems: Record<string, string> = {}
  for (const issue of result.issues) {
    const field = String(issue.path?.[0]?.key ?? '')
    problems[field] ??= issue.message
  }
  return { ok: false, problems }
}

/** A problem's words in the person's language. */
export function problemText(i18n: I18n, problem: string): string {
  return validationMessage(i18n, problem)
}
