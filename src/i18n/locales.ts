/**
 * The six languages of the portal (docs/design.md section 6). The keys, their `<html lang>` tags and
 * their Intl tags live in src/shared/dates.ts (the gateway formats dates too); this adds what
 * only the app needs: each language in its own name, for the picker.
 */
import { useLingui } from '@lingui/react'
import { APP_LOCALES, appLocaleOf, type AppLocale } from '../shared/locales'

export { appLocaleOf, isAppLocale, textLang, type AppLocale } from '../shared/locales'
export const LOCALES = APP_LOCALES
export const DEFAULT_LOCALE: AppLocale = 'en'

/** Each language in its own name. Not translated, on purpose. */
export const NATIVE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  fr: 'Français',
  ts: 'Setswana',
  kga: 'Sekgalagadi',
  kal: 'Ikalanga',
  shi: 'Shiyeyi',
}

/** The active language, for the Intl formats of dates, numbers and money. */
export function useAppLocale(): AppLocale {
  return appLocaleOf(useLingui().i18n.locale)
}
