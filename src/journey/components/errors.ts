/**
 * The words of an error on a journey's page: the field's own words where the journey gives
 * them ("Enter the player's full name"), otherwise the shared rule's message, translated.
 */
import type { I18n } from '@lingui/core'
import { validationMessage } from '../../i18n/validation'
import { messageKey } from '../../shared/messages'
import type { FieldError } from '../model'
import type { Field } from '../types'

export function errorTexts(
  i18n: I18n,
  fields: readonly Field[],
  errors: readonly FieldError[],
): Map<string, string> {
  const out = new Map<string, string>()
  for (const error of errors) {
    const field = fields.find(
      (item) => error.path === item.path || error.path.startsWith(`${item.path}.`),
    )
    const key = messageKey(error.message)?.key
    const own = key && field?.path === error.path ? field.messages?.[key] : undefined
    out.set(error.path, own ? i18n._(own) : validationMessage(i18n, error.message))
  }
  return out
}
