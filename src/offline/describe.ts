/**
 * The outbox's words, for every page that shows an entry (the outbox list, the confirmation
 * page): its state, and why its last attempt failed. Here rather than in a feature, because
 * features never import each other. The gateway's own message, when it sent one, is shown as
 * it came (translated when it is one of the shared validation messages).
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { validationMessage } from '../i18n/validation'
import type { EntryState, OutboxError } from './db'

export const STATE_LABELS: Record<EntryState, MessageDescriptor> = {
  waiting: msg`Waiting to send`,
  sending: msg`Sending`,
  delivered: msg`Delivered`,
  // Never "waiting": a refusal is not retried (drain.ts); only a correction sends it again.
  'needs-attention': msg`Refused: correct it and send it again`,
}

/** Why the last attempt failed, in the user's language. */
export function errorText(i18n: I18n, error: OutboxError): string {
  if (error.kind === 'network') return i18n._(msg`The service could not be reached.`)
  if (error.kind === 'timeout') return i18n._(msg`The service took too long to answer.`)
  if (error.message) return validationMessage(i18n, error.message)
  const status = error.status ?? 0
  return i18n._(msg`The service answered with error ${status}.`)
}

/** The field errors the gateway listed, each in the user's language. */
export function fieldErrorTexts(i18n: I18n, error: OutboxError): string[] {
  return (error.errors ?? []).map((item) => validationMessage(i18n, item))
}

export { STORAGE_WARNINGS } from './storage-warnings'
