/**
 * Headers on every response, API and static alike. The CSP allows no inline script, so the
 * built app must load all code from files (Lighthouse best practices, docs/design.md section 7).
 * The camera stays allowed for our own origin: the QR scanner needs it; so does the location, for
 * the report form's "Use my location" (a policy of `geolocation=()` made the browser refuse it
 * even with the person's permission). Every other origin, a frame included, gets neither.
 *
 * No inline styles either: React applies `style` props through the CSSOM
 * (element.style), which CSP does not govern; only style attributes in markup and <style>
 * elements need 'unsafe-inline', and the build has neither (its CSS comes as files; the
 * scanner library sets styles through the CSSOM too). `Cross-Origin-Resource-Policy:
 * same-origin` keeps other sites from embedding our answers and files.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'
import { applyPlan, headerSet, planHeaders } from './headers'
import { isApiPath } from './static'

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
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

/**
 * JSON answers are never rendered as documents: they need no source at all, and framing them
 * is refused (OWASP REST Security Cheat Sheet). The short policy also matters for speed: with
 * the page's long one on every /api answer, product/check spent about a sixth more CPU per
 * request (medians of paired runs on this machine: 64 and 80 µs against 54 and 69 µs; docs/design.md
 * section 7, the gateway bar).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(self), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/**
 * The built scripts, styles and images under /assets/ (content-hashed, never a document):
 * only the headers a subresource is governed by. The policy, framing, opener, referrer and
 * permissions headers act on documents (and the CSP on workers: sw.js is not under /assets/),
 * and every one of them was about 0.7 KiB sent again with each of a page's dozen scripts,
 * which a visitor on a slow line pays before the page works (docs/design.md section 7).
 */
export const ASSET_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

export const isAssetPath = (path: string) => path.startsWith('/assets/')

const PLANNED = headerSet(SECURITY_HEADERS)
// Answers about people and verdicts are never kept by a browser or a shared cache: no-store
// on every /api answer, planned with the rest (one middleware less on every call).
const PLANNED_API = headerSet({
  ...SECURITY_HEADERS,
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'Cache-Control': 'no-store',
})
const PLANNED_ASSET = headerSet(ASSET_HEADERS)

/**
 * HTTPS only, for two years, subdomains included (the HSTS preload list's minimum; MDN's HTTP
 * Observatory asks for at least six months). Sent only on answers that came over TLS: over
 * plain http a browser ignores it, and a gateway tried on http://localhost must not tell the
 * browser to refuse plain http for that host for two years.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'
const PLANNED_HSTS = headerSet({ 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY })

/**
 * Whether the client reached us over TLS: the socket is encrypted, or, behind a proxy we were
 * told to trust (TRUST_PROXY), the proxy says so in the first X-Forwarded-Proto value. Without
 * TRUST_PROXY that header is anybody's to send, and is ignored.
 */
export function cameOverTls(c: Context): boolean {
  const socket = (c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined)
    ?.incoming?.socket
  if (socket?.encrypted === true) return true
  if (!(c as Context<AppEnv>).get('env')?.TRUST_PROXY) return false
  const proto = c.req.header('x-forwarded-proto')
  return proto !== undefined && proto.split(',')[0]!.trim().toLowerCase() === 'https'
}

/** Before next(): the security headers every answer to this path carries (headers.ts). */
export function planSecurityHeaders(c: Context, path: string): void {
  const asset = isAssetPath(path)
  planHeaders(c, isApiPath(path) ? PLANNED_API : asset ? PLANNED_ASSET : PLANNED)
  // A built script is not where a browser learns it (the page is): no bytes spent there.
  if (!asset && cameOverTls(c)) planHeaders(c, PLANNED_HSTS)
}

/**
 * The security headers on every answer (and no-store under /api), with whatever inner
 * middlewares planned: the envelope's answers carry them from the start (headers.ts), any
 * other answer gets them set here afterwards. Mount it first, outside every middleware that
 * plans headers. (The app does the same in its front door, app.ts.)
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    planSecurityHeaders(c, c.req.path)
    await next()
    applyPlan(c)
  }
}
