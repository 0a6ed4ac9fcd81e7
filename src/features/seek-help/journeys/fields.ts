/**
 * The questions the seek-help requests share: name, phone, e-mail and the free text, each with
 * its words, and where Back leads from a first page.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Field } from '../../../journey/types'

export const START = '/self-help/contact'

export const name = (path = 'fullName'): Field => ({
  path,
  control: 'text',
  label: msg`Your full name`,
  autoComplete: 'name',
  messages: { 'name.required': msg`Enter your full name` },
})
export const phone = (path = 'contactPhone', hint?: MessageDescriptor): Field => ({
  path,
  control: 'text',
  type: 'tel',
  label: msg`Phone number`,
  hint: hint ?? msg`For example +267 71 234 567`,
  autoComplete: 'tel',
  width: 'medium',
})
export const email = (path = 'email'): Field => ({
  path,
  control: 'text',
  type: 'email',
  label: msg`Email address`,
  autoComplete: 'email',
  spellCheck: false,
})
/**
 * The free text: `missing`, what its error says when it is required (the question's own
 * words, not "Enter a description"); `max`, the contract's limit (1,000 characters; a report's
 * 250), shown on the page and held to the contract by tests/unit/form-limits.test.ts.
 */
export const details = (
  label: MessageDescriptor,
  hint?: MessageDescriptor,
  { missing, max = 1000 }: { missing?: MessageDescriptor; max?: number } = {},
): Field => ({
  path: 'description',
  control: 'textarea',
  label,
  hint,
  maxLength: max,
  messages: missing ? { 'description.required': missing } : undefined,
})
