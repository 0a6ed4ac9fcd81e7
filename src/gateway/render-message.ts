/**
 * A message of the list in the active language.
 *
 * Gateway texts that are shared validation messages are translated through the validation
 * table (src/i18n/validation.ts), which with valibot behind it weighs ~6 KiB gzipped: too much
 * for a page that may never ask the gateway anything (the route budget). So the
 * table loads when a request starts (client.ts) and when the dialog opens
 * (src/i18n/use-validation.ts), and until it has loaded a gateway text shows as the gateway
 * wrote it. Our own fallback texts are Lingui descriptors and are always translated.
 */
import type { I18n } from '@lingui/core'
import { loadedValidation } from '../i18n/use-validation'
import { isFieldMessage, type UserMessage } from './status'

/**
 * The text of a message in the active language. A field message shows its text only: the
 * shared messages already name their field, and the path is there for forms to link to.
 */
export function renderMessage(i18n: I18n, m: UserMessage): string {
  if (typeof m !== 'string' && !isFieldMessage(m)) return i18n._(m)
  const text = typeof m === 'string' ? m : m.message
  const validation = loadedValidation()
  return validation ? validation.validationMessage(i18n, text) : text
}
