/**
 * The app's six locale keys (docs/design.md section 6), the language their pages are written in
 * (`<html lang>`) and what Intl is asked for (the table and the reasons are in dates.ts). Kept
 * apart from the formatters so the app shell can know its languages without loading them.
 * Each language's own tag is in language-tags.ts.
 */
export const APP_LOCALES = ['en', 'fr', 'ts', 'kga', 'kal', 'shi'] as const
export type AppLocale = (typeof APP_LOCALES)[number]

/**
 * The language of the text a page in each locale shows: its `<html lang>` and the PDF's /Lang.
 * Sekgalagadi, Ikalanga and Shiyeyi show Setswana where they have no words of their own
 * (docs/design.md section 6; lingui.config.ts, fallbackLocales): a page in one of them is
 * Setswana while nearly nothing is translated into it, and says so (the HTML checker, a screen
 * reader's voice and a browser's translation offer read it as what it is; the notice that it
 * is not yet translated stays). A language gets its own tag back here once most of its text is
 * its own (LANGUAGE_TAG): the catalogs' test (tests/unit/catalogs.test.ts) fails until then.
 */
export const TEXT_LANG: Readonly<Record<AppLocale, string>> = {
  en: 'en',
  fr: 'fr',
  ts: 'tn',
  kga: 'tn',
  kal: 'tn',
  shi: 'tn',
}

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value)
}

/** A locale as one of ours: English for anything else (none active yet, a stored oddity). */
export const appLocaleOf = (locale: unknown): AppLocale => (isAppLocale(locale) ? locale : 'en')

/** The BCP 47 tag of the language a page in this locale is written in (TEXT_LANG). */
export function textLang(appLocale: AppLocale): string {
  return TEXT_LANG[appLocale] ?? 'en'
}

/** What each locale asks Intl for, before the English fallback. */
export const INTL_LOCALE: Readonly<Record<AppLocale, string>> = {
  en: 'en-BW',
  fr: 'fr',
  ts: 'tn-BW',
  kga: 'xkv',
  kal: 'kck',
  shi: 'yey',
}
