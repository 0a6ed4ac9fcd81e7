/**
 * The words of an error on a journey's page: the field's own words where the journey gives
 * them ("Enter the player's full name", with the rule's numbers: "… {max} characters or
 * fewer"), otherwise the shared rule's message, translated by the validation table
 * (`useValidation`; its English until the table is there). A file the page still needs is
 * named ("Select a file" alone, three times in the summary, said nothing of which).
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
    const keyed = validation?.messageKey(error.message)
    const mine = field?.path === error.path ? field : undefined
    const own = keyed && mine?.messages?.[keyed.key]
    const shared = validation ? validation.validationMessage(i18n, error.message) : error.message
    const label = mine && i18n._(mine.label)
    out.set(
      error.path,
      own
        ? i18n._({ ...own, values: { ...keyed.values } })
        : keyed?.key === 'file.required' && label
          ? i18n._(validation!.fileMissing(label))
          : shared,
    )
  }
  return out
}
