/**
 * Production mode: the built app from DIST_DIR. Hashed files under /assets are cached for a year;
 * the shell, the service worker and the manifest are revalidated on every load (`no-cache`), so
 * an update is seen at once and the service worker decides what runs offline. A public page
 * comes prerendered in the visitor's language (prerendered.ts). Any other GET that is not a file
 * and not under /api gets the shell (SPA fallback); /api never does.
 */
import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'
import { prerenderedPages } from './prerendered'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SHORT = 'public, max-age=3600'
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest'])

export function hasBuiltApp(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'))
}

/** Cache-Control for a file found at a request path ('/' and folders give their index.html). */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE
  if (path.endsWith('/') || path.endsWith('.html') || ALWAYS_FRESH.has(basename(path)))
    return REVALIDATE
  return SHORT
}

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

/** True for a path the app's router could own: no dot-segment, no extension at the end. */
export function isAppRoute(path: string): boolean {
  const segments = path.split('/')
  if (segments.some((segment) => segment.startsWith('.'))) return false
  return !/\.[A-Za-z0-9]{1,8}$/.test(segments.at(-1) ?? '')
}

export function appShell(distDir: string): MiddlewareHandler {
  const pages = prerenderedPages(distDir)
  const files = serveStatic({ root: distDir })
  const shell = serveStatic({ root: distDir, path: 'index.html' })
  const missed = async () => {}

  return async (c, next) => {
    const method = c.req.method
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(c.req.path)) return next()
    if (pages) {
      const page = await pages(c, missed)
      if (page) return page
    }
    const found = await files(c, missed)
    if (found) {
      found.headers.set('Cache-Control', cacheControlFor(c.req.path))
      return found
    }
    // A missing hashed file is a stale page asking for an old chunk: a 404, not the HTML shell
    // (which the browser would fail to run as a script).
    if (c.req.path.startsWith('/assets/') || !isAppRoute(c.req.path)) return next()
    const fallback = await shell(c, missed)
    if (!fallback) return next()
    fallback.headers.set('Cache-Control', REVALIDATE)
    return fallback
  }
}
