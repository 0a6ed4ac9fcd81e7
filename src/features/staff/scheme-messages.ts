/**
 * The messages of scheme editing in the person's language: each English text of
 * src/shared/insurance/scheme-messages.ts (from the form's own check or from the gateway) as a
 * Lingui descriptor with the same words; any other text goes to the shared validation table
 * (hidden characters, the picture size rule), and text that is neither comes back as it is.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { validationMessage } from '../../i18n/validation'
import { SCHEME_CATEGORY, SCHEME_TITLE } from '../../shared/insurance/scheme-edit'
import { schemeMessage, type SchemeMessageKey } from '../../shared/insurance/scheme-messages'

type Described = [MessageDescriptor, Record<string, number>?]

// Placeholders keep the shared template's names ({min}, {max}), so the catalogs' ids match.
function titleShort(): Described {
  const { min } = SCHEME_TITLE
  return [msg`Name of the scheme must be ${min} characters or more`, { min }]
}
function titleLong(): Described {
  const { max } = SCHEME_TITLE
  return [msg`Name of the scheme must be ${max} characters or fewer`, { max }]
}
function categoryShort(): Described {
  const { min } = SCHEME_CATEGORY
  return [msg`Category must be ${min} characters or more`, { min }]
}
function categoryLong(): Described {
  const { max } = SCHEME_CATEGORY
  return [msg`Category must be ${max} characters or fewer`, { max }]
}

const describe = (): Record<SchemeMessageKey, Described> => ({
  'scheme.unknown': [msg`There is no such scheme`],
  'scheme.stale': [
    msg`Someone else saved this scheme after you opened it. Reload the page to see their changes, then make yours again`,
  ],
  'schemeTitle.required': [msg`Enter the name of the scheme`],
  'schemeTitle.tooShort': titleShort(),
  'schemeTitle.tooLong': titleLong(),
  'schemeCategory.required': [msg`Enter the category of the scheme`],
  'schemeCategory.tooShort': categoryShort(),
  'schemeCategory.tooLong': categoryLong(),
  'schemeDescription.required': [msg`Enter a description of the scheme`],
  'schemeDescription.tooLong': [msg`The description is too long. Shorten it and try again`],
  'schemeImage.type': [msg`The picture must be a PNG, JPG or WebP file`],
  'schemeImage.notSquare': [msg`The picture must be square: as wide as it is high`],
})

let byText: Map<string, MessageDescriptor> | undefined

export function schemeText(i18n: I18n, text: string): string {
  byText ??= new Map(
    Object.entries(describe()).map(([key, [descriptor, values]]) => [
      schemeMessage(key as SchemeMessageKey, values),
      descriptor,
    ]),
  )
  const descriptor = byText.get(text)
  return descriptor ? i18n._(descriptor) : validationMessage(i18n, text)
}
