/**
 * The app's six locale keys (000 section 1) and the tags they stand for: `<html lang>` and
 * what Intl is asked for (the table and the reasons are in dates.ts). Kept apart from the
 * formatters so the app shell can know its languages without loading them.
 */
export const APP_LOCALES = ['en', 'fr', 'ts', 'kga', 'kal', 'shi'] as const
export type AppLocale = (typeof APP_LOCALES)[number]

export const HTML_LANG: Readonly<Record<AppLocale, string>> = {
  en: 'en',
  fr: 'fr',
  ts: 'tn',
  kga: 'xkv',
  kal: 'kck',
  shi: 'yey',
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

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value)
}

/** A locale as one of ours: English for anything else (none active yet, a stored oddity). */
export const appLocaleOf = (locale: unknown): AppLocale => (isAppLocale(locale) ? locale : 'en')

/** A valid BCP 47 tag for `<html lang>` (and `hreflang`). */
export function htmlLang(appLocale: AppLocale): string {
  return HTML_LANG[appLocale] ?? 'en'
}
