/**
 * Each of the app's languages by its own BCP 47 tag (the table and the reasons are in
 * dates.ts), which may differ from its pages' `<html lang>` (locales.ts, TEXT_LANG): only the
 * language picker names the languages in themselves, so this is not in every page's load.
 */
import type { AppLocale } from './locales'

/** Each language's own BCP 47 tag: for its name in the language picker, which is in it. */
export const LANGUAGE_TAG: Readonly<Record<AppLocale, string>> = {
  en: 'en',
  fr: 'fr',
  ts: 'tn',
  kga: 'xkv',
  kal: 'kck',
  shi: 'yey',
}
