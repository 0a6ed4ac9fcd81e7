/**
 * Passwords too easy to guess, refused wherever a staff password is chosen (NIST SP 800-63B,
 * 5.1.1.2: compare with a list of commonly used passwords, and refuse repetitive ones).
 *
 * The list is Mozilla's `fxa-common-password-list` (MPL-2.0; Firefox Accounts uses it): the
 * 50,000 most common passwords of 8 characters or more from the SecLists collection of 10
 * million leaked ones. A shorter password is refused by its length already (8 at least,
 * src/shared/rules.ts), so this holds every password of the 10,000 most common that the
 * length lets through, and more. It is checked as typed and in lower case (`Password1` is
 * `password1` with a capital). A password of one character repeated is refused too, whether
 * the list has it or not (the shared schema says so first, on the form).
 *
 * Loaded on first use (about 120 ms to read and decode here; a check then takes 0.4 ms), so a
 * gateway that never sees a password change never holds it.
 */
import type { MessageKey } from '../../../src/shared/messages'

let list: Promise<{ test(password: string): boolean }> | undefined

/** The shared message's key that refuses `password`, or undefined when it may be used. */
export async function weakPassword(password: string): Promise<MessageKey | undefined> {
  if (/^(.)\1*$/su.test(password)) return 'newPassword.repeated'
  list ??= import('fxa-common-password-list').then((module) => module.default)
  const common = await list
  if (common.test(password) || common.test(password.toLowerCase())) return 'newPassword.common'
  return undefined
}
