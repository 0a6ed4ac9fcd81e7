/**
 * The shared messages (src/shared/messages.ts, one English template per code, which the
 * gateway reads too) in the person's language, where they are shown. src/shared cannot use the
 * Lingui macro (the Node gateway imports it without Babel), so the table is written once there, in plain English, and this module makes each entry the
 * descriptor the macro would have made: the same id (the hash of the English, so the catalogs
 * hold it under the id the extractor gave it, scripts/i18n/shared-messages.ts) and the English
 * compiled as the build compiles every other message (scripts/build/source-messages.ts), since
 * the app has no message compiler at run time. The templates hold only `{name}` placeholders,
 * which is what makes that compilation a split; the test beside this file holds them to it.
 *
 * `validationMessage` takes a valibot issue, a gateway `errors[]` entry, the English text, or
 * `{ key, values }`. Text that is not a shared message is returned as it is.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { MESSAGES, messageKey, type KeyedMessage, type MessageKey } from '../shared/messages'

export { messageKey }

/** A template as a compiled catalog holds it: text, and `[name]` for each placeholder. */
export function compileTemplate(template: string): Array<string | [string]> {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? ([part] as [string]) : part))
    .filter((part) => part !== '')
}

const compiled = new Map<MessageKey, MessageDescriptor>()

/** The descriptor of one code, without its values (made once per code). */
export function messageDescriptor(key: MessageKey): MessageDescriptor {
  let descriptor = compiled.get(key)
  if (!descriptor) {
    const template = MESSAGES[key]
    // The build's compiled English is an array where Lingui's type says string.
    const message = compileTemplate(template) as unknown as string
    descriptor = { id: generateMessageId(template), message }
    compiled.set(key, descriptor)
  }
  return descriptor
}

/**
 * "Select a file" for a form that names the field it is about ("Select a file" three times in
 * an error summary said nothing of which): src/journey/components/errors.ts.
 */
export const fileMissing = (label: string) => msg`Select a file for “${label}”`

/** The descriptor of a shared message, or undefined when the input is not one. */
export function validationDescriptor(
  input: string | { message: string } | KeyedMessage,
): MessageDescriptor | undefined {
  const keyed = typeof input === 'object' && 'key' in input ? input : messageKey(input)
  return keyed && { ...messageDescriptor(keyed.key), values: { ...keyed.values } }
}

/** The message in the active language; text that is not a shared message comes back as is. */
export function validationMessage(
  i18n: I18n,
  input: string | { message: string } | KeyedMessage,
): string {
  const descriptor = validationDescriptor(input)
  if (descriptor) return i18n._(descriptor)
  return typeof input === 'string' ? input : 'message' in input ? input.message : input.key
}
