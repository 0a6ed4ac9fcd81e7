/**
 * Loads and activates a language (every visible string goes through Lingui).
 *
 * English has no catalog to load: the build keeps every message's English source, compiled,
 * in the code itself (scripts/build/source-messages.ts), so an English visitor downloads no
 * catalog at all (the route budget). Every other language imports its catalog lazily, one small chunk
 * each, which the service worker precaches so a switch works offline; untranslated entries
 * of French and Setswana were compiled as English. Sekgalagadi, Ikalanga and Shiyeyi show
 * Setswana where they have no words of their own (docs/design.md section 6): their catalogs
 * are only their own translations over Setswana's (`?with-fallback`,
 * scripts/build/own-messages.ts), not copies of it, and their pages say they are in Setswana
 * (`<html lang="tn">`, TEXT_LANG).
 *
 * The choice is kept twice: in localStorage, and in the `locale` cookie that the gateway and
 * the service worker read to send the page prerendered in that language
 * (src/shared/locale-choice.ts).
 */
import { i18n, type Messages } from '@lingui/core'
import { LOCALE_COOKIE, localeFromCookies, pickLocale } from '../shared/locale-choice'
import { isAppLocale, textLang, type AppLocale } from './locales'

const STORAGE_KEY = 'locale'
const COOKIE_MAX_AGE = 400 * 24 * 60 * 60 // the longest browsers keep a cookie

type Loader = () => Promise<{ messages: Messages }>

const catalogs: Record<Exclude<AppLocale, 'en'>, Loader> = {
  fr: () => import('../../locales/fr/messages.po'),
  ts: () => import('../../locales/ts/messages.po'),
  kga: () => import('../../locales/kga/messages.po?with-fallback'),
  kal: () => import('../../locales/kal/messages.po?with-fallback'),
  shi: () => import('../../locales/shi/messages.po?with-fallback'),
}

/** A language's compiled catalog; English has none (its messages are in the code). */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  return locale === 'en' ? {} : (await catalogs[locale]()).messages
}

export async function activate(locale: AppLocale): Promise<void> {
  const messages = await loadMessages(locale)
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = textLang(locale)
}

/** The stored choice, else the browser's first language we offer, else English. */
export function initialLocale(): AppLocale {
  return pickLocale(readStored() ?? localeFromCookies(document.cookie), navigator.languages ?? [])
}

export async function chooseLocale(locale: AppLocale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // Private mode or storage disabled: the cookie below still carries the choice.
  }
  rememberInCookie(locale)
  await activate(locale)
  tellServiceWorker(locale)
}

/**
 * Tells the service worker the language, so that it keeps the pages prerendered in it and
 * answers with them (src/sw-pages.ts). Called at start and when the language is chosen.
 */
export function tellServiceWorker(locale: AppLocale): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'PAGES', locale })
}

/**
 * Writes the choice to the cookie when it is not there yet (a choice made before the cookie
 * existed, or a cookie the browser dropped), so the next page comes prerendered in it.
 */
export function syncLocaleCookie(): void {
  const stored = readStored()
  if (stored && localeFromCookies(document.cookie) !== stored) rememberInCookie(stored)
}

function rememberInCookie(locale: AppLocale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`
}

function readStored(): AppLocale | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return isAppLocale(value) ? value : undefined
  } catch {
    return undefined
  }
}
