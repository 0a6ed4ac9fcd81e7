// @vitest-environment node
import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { readPo } from '../../scripts/po'
import { MESSAGES, messageText, type MessageKey } from '../shared/messages'
import { passwordSchema } from '../shared/rules'
import { compileTemplate, validationDescriptor, validationMessage } from './validation'

const KEYS = Object.keys(MESSAGES) as MessageKey[]
const VALUES = {
  min: 3,
  max: 1920,
  minLength: 8,
  maxLength: 50,
  addOn: 'Spouse',
  age: 70,
  startsOn: '2027-03-03',
  from: '2027-09-03',
  effectiveOn: '2027-09-10',
}
const catalog = (locale: string) =>
  new Map(
    readPo(join(resolve(__dirname, '../..'), 'locales', locale, 'messages.po')).map((entry) => [
      entry.msgid,
      entry.msgstr,
    ]),
  )
const TRANSLATED = { fr: catalog('fr'), ts: catalog('ts') }

function english() {
  return setupI18n({ locale: 'en', messages: { en: {} } })
}

describe('the shared messages in the app', () => {
  it.each(KEYS)('%s has its words in English, French and Setswana', (key) => {
    const english = MESSAGES[key]
    expect(english.trim()).not.toBe('')
    for (const [locale, messages] of Object.entries(TRANSLATED)) {
      expect(messages.get(english), `${key} in ${locale}`).toBeTruthy()
    }
  })

  it.each(KEYS)('%s is compiled as Lingui compiles it', (key) => {
    expect(compileTemplate(MESSAGES[key])).toEqual(compileMessage(MESSAGES[key]))
  })

  it.each(KEYS)('%s shows the English the gateway sends', (key) => {
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
          [source?.id ?? '']: compileMessage(
            'Le mot de passe doit comporter au moins {minLength} caractères',
          ),
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
