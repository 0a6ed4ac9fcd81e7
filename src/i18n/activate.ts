/**
 * Loads and activates a language. Catalogs are imported lazily, one small chunk per locale,
 * and the service worker precaches every one so a switch works offline (STYLE.md 7).
 * Untranslated entries were compiled as English (lingui.config.ts fallbackLocales).
 */
import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, HTML_LANG, isAppLocale, type AppLocale } from './locales'

const STORAGE_KEY = 'locale'

const catalogs: Record<AppLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
  ts: () => import('../../locales/ts/messages.po'),
  kga: () => import('../../locales/kga/messages.po'),
  kal: () => import('../../locales/kal/messages.po'),
  shi: () => import('../../locales/shi/messages.po'),
}

export async function activate(locale: AppLocale): Promise<void> {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = HTML_LANG[locale]
}

/** The stored choice, else the browser's first language we offer, else English. */
export function initialLocale(): AppLocale {
  const stored = readStored()
  if (stored) return stored
  for (const tag of navigator.languages ?? []) {
    const base = tag.toLowerCase().split('-')[0]
    if (base === 'fr') return 'fr'
    if (base === 'tn') return 'ts'
  }
  return DEFAULT_LOCALE
}

export async function chooseLocale(locale: AppLocale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // Private mode or storage disabled: the choice lasts for this visit only.
  }
  await activate(locale)
}

function readStored(): AppLocale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return isAppLocale(value) ? value : undefined
  } catch {
    return undefined
  }
}
