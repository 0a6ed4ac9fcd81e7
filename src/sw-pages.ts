/**
 * The service worker's prerendered pages: the same HTML the gateway sends
 * (src/prerender.tsx, one copy per page and language), so that a page opened from the home
 * screen or offline shows its text before any script runs, in the visitor's language.
 *
 * Only the visitor's language is kept, not all six: every public page in six languages is
 * ~375 KB compressed, too much to download on a phone for languages nobody reads here. The
 * pages of one language (~65 KB) are fetched when the worker installs and again when the app
 * says the language changed (a `PAGES` message); a page not (yet) kept is answered with the
 * app shell, whose scripts are all precached, and which never shows English first: it is
 * empty until the app renders in the right language.
 *
 * The cache is named after this build (the shell's revision), because a page lists the very
 * script files of its build; an update fills its own cache and drops the old ones when it
 * takes over. The language: what the app last told this worker, else the `locale` cookie
 * (cookieStore, where the browser has it), else the browser's languages
 * (src/shared/locale-choice.ts).
 *
 * Only APIs that windows and workers share are used here, so this module type-checks with
 * the app; src/sw.ts wires it to the worker's events.
 */
import { isAppLocale, type AppLocale } from './shared/locales'
import { LOCALE_COOKIE, localeFromLanguages } from './shared/locale-choice'

const INDEX = '/pages/pages.json'
const SETTINGS_CACHE = 'settings'
const LOCALE_KEY = '/__locale'

interface CookieStoreLike {
  get(name: string): Promise<{ value?: string } | null | undefined>
}

export function pagesCacheName(buildRevision: string): string {
  return `pages-${buildRevision}`
}

export function pageUrl(locale: AppLocale, path: string): string {
  return `/pages/${locale}${path === '/' ? '' : path}/index.html`
}

/** The language of this visitor, as far as a worker can tell. */
export async function visitorLocale(cookieStore?: CookieStoreLike): Promise<AppLocale> {
  const told = await (await caches.open(SETTINGS_CACHE)).match(LOCALE_KEY)
  const value = told ? await told.text() : undefined
  if (isAppLocale(value)) return value
  const cookie = await cookieStore?.get(LOCALE_COOKIE).catch(() => undefined)
  if (isAppLocale(cookie?.value)) return cookie.value
  return localeFromLanguages(navigator.languages ?? []) ?? 'en'
}

export async function rememberLocale(locale: AppLocale): Promise<void> {
  await (await caches.open(SETTINGS_CACHE)).put(LOCALE_KEY, new Response(locale))
}

/** Fetches every prerendered page of `locale` into this build's cache (once per language). */
export async function keepPages(cacheName: string, locale: AppLocale): Promise<void> {
  const cache = await caches.open(cacheName)
  const index = (await (await fetch(INDEX, { cache: 'no-cache' })).json()) as {
    paths?: string[]
    locales?: string[]
  }
  if (!index.locales?.includes(locale)) return
  const urls = (index.paths ?? []).map((path) => pageUrl(locale, path))
  const missing = []
  for (const url of urls) if (!(await cache.match(url))) missing.push(url)
  await cache.addAll(missing)
}

/** This build's copy of the page at `path` in the visitor's language, if kept. */
export async function keptPage(
  cacheName: string,
  path: string,
  cookieStore?: CookieStoreLike,
): Promise<Response | undefined> {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path
  const locale = await visitorLocale(cookieStore)
  return (await caches.open(cacheName)).match(pageUrl(locale, page))
}

/** Drops the pages of other builds (called when this worker takes over). */
export async function dropOldPages(cacheName: string): Promise<void> {
  for (const name of await caches.keys())
    if (name.startsWith('pages-') && name !== cacheName) await caches.delete(name)
}
