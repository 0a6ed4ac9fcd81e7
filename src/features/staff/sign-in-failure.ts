/**
 * What the sign-in page says beside its form when the gateway refuses (docs/design.md
 * section 3): the gateway's own words, translated ("Invalid Email or Password", "Network
 * Error"), or for a throttled sign-in the real wait from its Retry-After, in seconds, or in
 * minutes from two minutes on ("Try again in 12 seconds", "Try again in 15 minutes"), with
 * Lingui's plurals so each language words its own numbers.
 */
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { failureMessages, isGatewayError } from '../../gateway/errors'
import { isFieldMessage } from '../../gateway/status'
import { validationMessage } from '../../i18n/validation'

/** The wait of a throttled sign-in, in words. */
export function waitText(i18n: I18n, seconds: number): string {
  if (seconds < 120) {
    return i18n._(
      msg`${plural(seconds, {
        one: 'Too many failed sign-ins. Try again in # second.',
        other: 'Too many failed sign-ins. Try again in # seconds.',
      })}`,
    )
  }
  const minutes = Math.ceil(seconds / 60)
  return i18n._(
    msg`${plural(minutes, {
      one: 'Too many failed sign-ins. Try again in # minute.',
      other: 'Too many failed sign-ins. Try again in # minutes.',
    })}`,
  )
}

/** The sentences that say why the sign-in failed, in the active language. */
export function signInFailure(i18n: I18n, error: unknown): string[] {
  if (isGatewayError(error) && error.status === 429 && error.retryAfter) {
    return [waitText(i18n, Math.ceil(error.retryAfter))]
  }
  return failureMessages(error).map((message) =>
    typeof message === 'string'
      ? validationMessage(i18n, message)
      : isFieldMessage(message)
        ? validationMessage(i18n, message.message)
        : i18n._(message),
  )
}
