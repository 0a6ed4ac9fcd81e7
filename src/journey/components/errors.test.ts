import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { loadValidation } from '../../i18n/use-validation'
import { validationDescriptor } from '../../i18n/validation'
import type { Field } from '../types'
import { errorTexts } from './errors'

const fields: Field[] = [
  { path: 'fullName', control: 'text', label: msg`Full name` },
  {
    path: 'player',
    control: 'text',
    label: msg`Player`,
    messages: { 'name.required': msg`Enter the player's full name` },
  },
]

describe('the words of a journey page’s errors', () => {
  it('show in the English the schema gave until the validation table has loaded', () => {
    const i18n = setupI18n({ locale: 'fr', messages: { fr: {} } })
    const texts = errorTexts(
      i18n,
      fields,
      [{ path: 'fullName', message: 'Enter your name' }],
      undefined,
    )
    expect(texts.get('fullName')).toBe('Enter your name')
  })

  it('are translated once it has, and a field’s own words win over the shared ones', async () => {
    const descriptor = validationDescriptor('Enter your name')!
    const i18n = setupI18n({
      locale: 'fr',
      messages: { fr: { [descriptor.id!]: 'Saisissez votre nom' } },
    })
    const validation = await loadValidation()
    const texts = errorTexts(
      i18n,
      fields,
      [
        { path: 'fullName', message: 'Enter your name' },
        { path: 'player', message: 'Enter your name' },
      ],
      validation,
    )
    expect(texts.get('fullName')).toBe('Saisissez votre nom')
    expect(texts.get('player')).toBe("Enter the player's full name")
  })
})

describe('the words of a field’s own message and of a file still needed', () => {
  const own: Field[] = [
    {
      path: 'location',
      control: 'textarea',
      label: msg`The place`,
      messages: { 'address.tooLong': msg`The place must be {max} characters or fewer` },
    },
    { path: 'idCopy', control: 'file', label: msg`A copy of your ID or passport` },
  ]

  it('give a field’s own words the rule’s numbers, and name the file', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const validation = await loadValidation()
    const texts = errorTexts(
      i18n,
      own,
      [
        { path: 'location', message: 'Address must be 250 characters or fewer' },
        { path: 'idCopy', message: 'Select a file' },
      ],
      validation,
    )
    expect(texts.get('location')).toBe('The place must be 250 characters or fewer')
    expect(texts.get('idCopy')).toBe('Select a file for “A copy of your ID or passport”')
  })
})
