/**
 * How staff will read uploaded files (issue 8, item 7; the staff screens come later): never
 * rendered in the app's origin. Every file goes out as a download (`Content-Disposition:
 * attachment`), with its sniffed type and `nosniff`, so a browser never second-guesses it into
 * HTML, and with a CSP of its own that sandboxes it and allows nothing (no script, no
 * requests), should a browser display it anyway (a PDF viewer opened from the downloads).
 */
import type { Context } from 'hono'
import { plannedAnswer } from '../http/headers'
import type { UploadType } from './sniff'

export const FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'"

/** `name` as a header parameter: ASCII fallback, and the UTF-8 original (RFC 6266, 8187). */
export function contentDisposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\;]/g, '_').trim() || 'file'
  // toWellFormed: a lone surrogate would make encodeURIComponent throw.
  const encoded = encodeURIComponent(name.toWellFormed() || 'file').replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`
}

export function fileAnswer(
  c: Context,
  file: { bytes: Uint8Array<ArrayBuffer>; type: UploadType; name: string },
): Response {
  return plannedAnswer(c, file.bytes, 200, {
    'Content-Type': file.type,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': contentDisposition(file.name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_CSP,
    'Cache-Control': 'private, no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
}
