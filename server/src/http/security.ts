/**
 * Headers on every response, API and static alike. The CSP allows no inline script, so the
 * built app must load all code from files (Lighthouse best practices, DESIGN.md section 7).
 * The camera stays allowed for our own origin: the QR scanner needs it.
 */
import type { MiddlewareHandler } from 'hono'
import { carriesPlan, headerSet, planHeaders } from './headers'

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

const PLANNED = headerSet(SECURITY_HEADERS)
const ENTRIES = Object.entries(SECURITY_HEADERS)

/** Envelope answers carry these from the start (headers.ts); any other answer gets them here. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    planHeaders(c, PLANNED)
    await next()
    if (carriesPlan(c)) return
    for (const [name, value] of ENTRIES) c.res.headers.set(name, value)
  }
}

const NO_STORE = headerSet({ 'Cache-Control': 'no-store' })

/** Cache-Control: no-store, planned like the security headers; set afterwards on other answers. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    planHeaders(c, NO_STORE)
    await next()
    if (!carriesPlan(c)) c.res.headers.set('Cache-Control', 'no-store')
  }
}
