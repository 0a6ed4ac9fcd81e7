/**
 * The words of an error on a journey's page: the field's own words where the journey gives
 * them ("Enter the player's full name"), otherwise the shared rule's message, translated by the
 * validation table (`useValidation`; its English until the table is there).
 */
import type { I18n } from '@lingui/core'
import type { Validation } from '../../i18n/use-validation'
import type { FieldError } from '../model'
import type { Field } from '../types'

export function errorTexts(
  i18n: I18n,
  fields: readonly Field[],
  errors: readonly FieldError[],
  validation: Validation | undefined,
): Map<string, string> {
  const out = new Map<string, string>()
  for (const error of errors) {
    const field = fields.find(
      (item) => error.path === item.path || error.path.startsWith(`${item.path}.`),
    )
    // Errors show once the table is there (use-journey.ts); without it (offline, not yet
    // cached), the schema's English.
    const key = validation?.messageKey(error.message)?.key
    const own = key && field?.path === error.path ? field.messages?.[key] : undefined
    const shared = validation ? validation.validationMessage(i18n, error.message) : error.message
    out.set(error.path, own ? i18n._(own) : shared)
  }
  return out
}
