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
export const details = (label: MessageDescriptor, hint?: MessageDescriptor): Field => ({
  path: 'description',
  control: 'textarea',
  label,
  hint,
})
