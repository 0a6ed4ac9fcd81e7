/**
 * A catalogue text in the reader's language (types.ts, `translations`): French for French,
 * Setswana for Setswana and for the three languages that read it before English
 * (docs/design.md section 6), and English when the catalogue has no text in that language.
 * `lang` is the text's language tag when it is not the page's, so that a page can mark it
 * (`<span lang="en">`): a screen reader then reads an English name as English, and a reader
 * sees nothing was hidden from them.
 *
 * No valibot, no Intl: the insurance pages and the gateway both read it.
 */
import type { CatalogueLanguage, Translations } from './types'
import { TEXT_LANG, type AppLocale } from '../locales'

/** The catalogue languages a page in each locale reads, before English. */
const READS: Readonly<Record<AppLocale, readonly CatalogueLanguage[]>> = {
  en: [],
  fr: ['fr'],
  ts: ['ts'],
  kga: ['ts'],
  kal: ['ts'],
  shi: ['ts'],
}

export interface LocalText {
  text: string
  /** The text's language tag, when it differs from the page's. */
  lang?: string
}

export type Translated<F extends string> = { readonly [K in F]: string } & {
  readonly translations?: Translations<F>
}

export function localText<F extends string>(
  item: Translated<F>,
  field: F,
  locale: string,
): LocalText {
  const page = (Object.hasOwn(READS, locale) ? locale : 'en') as AppLocale
  for (const language of READS[page]) {
    const text = item.translations?.[language]?.[field]
    if (text) {
      const lang = TEXT_LANG[language]
      return lang === TEXT_LANG[page] ? { text } : { text, lang }
    }
  }
  return TEXT_LANG[page] === 'en' ? { text: item[field] } : { text: item[field], lang: 'en' }
}
