/**
 * The prerendered pages of the build (scripts/build/prerender.ts writes
 * them): every public page in every language, under DIST_DIR/pages/<locale>/<path>/index.html,
 * listed in DIST_DIR/pages/pages.json. For a page of that list the gateway answers the copy in
 * the visitor's language, so a visitor who chose French never reads English first: the `locale`
 * cookie the app sets when a language is chosen, else the browser's Accept-Language, else
 * English, by the same rule as the app and the service worker (src/shared/locale-choice.ts).
 * The answer varies by both headers, and is revalidated like the shell.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import { isAppLocale, type AppLocale } from '../../../src/shared/locales'
import { acceptedLanguages, localeFromCookies, pickLocale } from '../../../src/shared/locale-choice'

export const PAGES_DIR = 'pages'

interface PagesIndex {
  locales: AppLocale[]
  paths: Set<string>
}

function readIndex(distDir: string): PagesIndex | undefined {
  const file = join(distDir, PAGES_DIR, 'pages.json')
  if (!existsSync(file)) return undefined
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { locales?: unknown; paths?: unknown }
  const locales = Array.isArray(raw.locales) ? raw.locales.filter(isAppLocale) : []
  const paths = Array.isArray(raw.paths) ? raw.paths.filter((p) => typeof p === 'string') : []
  return { locales, paths: new Set(paths) }
}

/** '/self-help/' and '/self-help' are one page. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

export function localeOf(c: Context): AppLocale {
  const tags = acceptedLanguages(c.req.header('accept-language'))
  return pickLocale(localeFromCookies(c.req.header('cookie')), tags)
}

/**
 * A middleware answering the prerendered pages; undefined when the build has none. It calls
 * `next` for any other path.
 */
export function prerenderedPages(distDir: string): MiddlewareHandler | undefined {
  const index = readIndex(distDir)
  if (!index || index.paths.size === 0) return undefined
  const serve = serveStatic({
    root: distDir,
    rewriteRequestPath: (path, c) => {
      const locale = localeOf(c)
      const chosen = index.locales.includes(locale) ? locale : 'en'
      const page = normalise(path)
      return `/${PAGES_DIR}/${chosen}${page === '/' ? '' : page}/index.html`
    },
  })
  const missed = async () => {}
  return async (c, next) => {
    if (!index.paths.has(normalise(c.req.path))) return next()
    const found = await serve(c, missed)
    if (!found) return next()
    found.headers.set('Cache-Control', 'no-cache')
    found.headers.set('Vary', 'Cookie, Accept-Language')
    return found
  }
}
