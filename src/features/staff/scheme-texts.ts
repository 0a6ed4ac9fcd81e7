/**
 * The texts of a scheme as the edit form holds them: the English (required) and the same three
 * fields in each other catalogue language (src/shared/insurance/scheme-edit.ts), one form value
 * each, by the name the request gives it (`title`, `titleFr`, `descriptionTs`…).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  TRANSLATED_FIELDS,
  translatedField,
  type StaffScheme,
  type TranslatedField,
} from '../../shared/insurance/scheme-edit'
import type { CatalogueLanguage } from '../../shared/insurance/types'

export type TextLanguage = 'en' | CatalogueLanguage

export interface TextLanguageWords {
  code: TextLanguage
  name: MessageDescriptor
  /** Each field's label: a sentence of its own, so each language words it naturally. */
  labels: Readonly<Record<TranslatedField, MessageDescriptor>>
}

export const TEXT_LANGUAGES: readonly TextLanguageWords[] = [
  {
    code: 'en',
    name: msg`English`,
    labels: {
      title: msg`Name of the scheme`,
      category: msg`Category`,
      description: msg`Description`,
    },
  },
  {
    code: 'fr',
    name: msg`French`,
    labels: {
      title: msg`Name of the scheme in French`,
      category: msg`Category in French`,
      description: msg`Description in French`,
    },
  },
  {
    code: 'ts',
    name: msg`Setswana`,
    labels: {
      title: msg`Name of the scheme in Setswana`,
      category: msg`Category in Setswana`,
      description: msg`Description in Setswana`,
    },
  },
]

export type TextName = TranslatedField | ReturnType<typeof translatedField>

export const textName = (field: TranslatedField, language: TextLanguage): TextName =>
  language === 'en' ? field : translatedField(field, language)

/** Every text of the form, in the order of the page: English first. */
export const TEXT_NAMES: readonly TextName[] = TEXT_LANGUAGES.flatMap(({ code }) =>
  TRANSLATED_FIELDS.map((field) => textName(field, code)),
)

/** The language and field of a text's name. */
export function textOf(name: string): { language: TextLanguage; field: TranslatedField } {
  for (const { code } of TEXT_LANGUAGES) {
    for (const field of TRANSLATED_FIELDS) {
      if (textName(field, code) === name) return { language: code, field }
    }
  }
  return { language: 'en', field: 'title' }
}

/** A scheme's texts as form values ('' where a language has none). */
export function textValues(scheme: StaffScheme): Record<TextName, string> {
  const values = {} as Record<TextName, string>
  for (const { code } of TEXT_LANGUAGES) {
    for (const field of TRANSLATED_FIELDS) {
      values[textName(field, code)] =
        code === 'en' ? scheme[field] : (scheme.translations[code]?.[field] ?? '')
    }
  }
  return values
}
