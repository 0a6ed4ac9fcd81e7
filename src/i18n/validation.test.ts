import { setupI18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MESSAGES, messageText, type MessageKey } from '../shared/messages'
import { passwordSchema } from '../shared/rules'
import { VALIDATION_MESSAGES, validationDescriptor, validationMessage } from './validation'

const KEYS = Object.keys(MESSAGES) as MessageKey[]
const VALUES = { min: 3, max: 1920, minLength: 8, maxLength: 50, addOn: 'Spouse', age: 70 }

function english() {
  return setupI18n({ locale: 'en', messages: { en: {} } })
}

describe('the validation-message table', () => {
  it('has exactly the keys of the shared messages', () => {
    expect(Object.keys(VALIDATION_MESSAGES).sort()).toEqual([...KEYS].sort())
  })

  it.each(KEYS)('%s says the same English as src/shared', (key) => {
    const i18n = english()
    expect(validationMessage(i18n, { key, values: VALUES })).toBe(messageText(key, VALUES))
    expect(validationMessage(i18n, messageText(key, VALUES))).toBe(messageText(key, VALUES))
  })

  it('translates a shared message, with its number, in the active language', () => {
    const source = validationDescriptor('Password must be at least 8 characters')
    expect(source?.values).toEqual({ minLength: 8 })
    const i18n = setupI18n({
      locale: 'fr',
      messages: {
        fr: {
          [source?.id ?? '']: 'Le mot de passe doit comporter au moins {minLength} caractères',
        },
      },
    })
    expect(validationMessage(i18n, 'Password must be at least 8 characters')).toBe(
      'Le mot de passe doit comporter au moins 8 caractères',
    )
  })

  it('takes a valibot issue and a gateway errors[] entry', () => {
    const i18n = english()
    const issue = v.safeParse(passwordSchema, 'x'.repeat(51)).issues?.[0]
    expect(issue && validationMessage(i18n, issue)).toBe(
      'Password must be no more than 50 characters',
    )
    const entry = { path: 'email', message: 'Invalid Email' }
    expect(validationMessage(i18n, entry)).toBe('Invalid Email')
  })

  it('returns text that is not a shared message as it is', () => {
    const i18n = english()
    expect(validationMessage(i18n, 'Product not found')).toBe('Product not found')
    expect(validationMessage(i18n, { message: 'Something else' })).toBe('Something else')
    expect(validationDescriptor('Product not found')).toBeUndefined()
  })
})
