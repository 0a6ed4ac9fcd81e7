/**
 * Which language a page is shown in, decided the same way in three places so that a
 * prerendered page, the service worker's copy of it and the app that hydrates it agree
 * (first paint): the gateway (server/src/http/static.ts), the service worker (src/sw.ts)
 * and the app (src/i18n/activate.ts).
 *
 * 1. The language the visitor chose, kept in the `locale` cookie (the app writes it beside its
 *    localStorage copy: a cookie is what the gateway and the service worker can read).
 * 2. Otherwise the browser's languages, in order: French, or Setswana (`tn`); the other four
 *    languages of the portal have no browser tag in common use.
 * 3. Otherwise English.
 */
import { isAppLocale, type AppLocale } from './locales'

export const LOCALE_COOKIE = 'locale'

/** The first of the browser's language tags that we offer, if any. */
export function localeFromLanguages(tags: readonly string[]): AppLocale | undefined {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (base === 'en') return 'en'
    if (base === 'fr') return 'fr'
    if (base === 'tn') return 'ts'
  }
  return undefined
}

/** The tags of an Accept-Language header, most wanted first (q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}

/** The chosen language in a Cookie header (or `document.cookie`), if valid. */
export function localeFromCookies(cookies: string | undefined): AppLocale | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim())
    if (name === LOCALE_COOKIE && isAppLocale(value)) return value
  }
  return undefined
}

/** The whole rule: the chosen language, else the browser's, else English. */
export function pickLocale(chosen: AppLocale | undefined, tags: readonly string[]): AppLocale {
  return chosen ?? localeFromLanguages(tags) ?? 'en'
}
