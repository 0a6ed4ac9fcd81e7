/**
 * A stored upload answered as a download that the browser never treats as a page of this
 * site, whatever the bytes hold (a PDF with script, an image crafted to be read as HTML):
 *
 * - `Content-Disposition: attachment`, with the file's name (RFC 6266: an ASCII fallback and
 *   the UTF-8 name in `filename*`), so a navigation to it saves it instead of showing it;
 * - `X-Content-Type-Options: nosniff`, so the sniffed media type stored with the upload is
 *   the only one a browser uses;
 * - `Content-Security-Policy: sandbox; default-src 'none'`: opened anyway, it runs no script,
 *   loads nothing and has an opaque origin, so it cannot read this site's data.
 *
 * The hardening of the gateway brings a shared helper for the same answer
 * (server/src/uploads/serve.ts); this one is to be merged into it.
 */
import type { Context } from 'hono'
import { headerSet, planHeaders } from '../http/headers'

export const SANDBOX_CSP = "sandbox; default-src 'none'"

/** `filename*` wants every byte outside RFC 5987's attr-char percent-encoded. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )

export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'file'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`
}

export interface StoredFile {
  bytes: Uint8Array
  mediaType: string
  fileName: string
}

export function attachmentAnswer(c: Context, file: StoredFile): Response {
  const headers = headerSet({
    'Content-Type': file.mediaType,
    'Content-Length': String(file.bytes.length),
    'Content-Disposition': contentDisposition(file.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': SANDBOX_CSP,
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
  // Planned too, so that the security headers set after the handler (http/security.ts) keep
  // this sandbox rather than put back the app's page policy.
  planHeaders(c, headers)
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers })
}
