/**
 * How staff read uploaded files: never rendered in the app's origin. Every
 * file goes out as a download (`Content-Disposition: attachment`), with its sniffed type and
 * `nosniff`, so a browser never second-guesses it into HTML, and with a CSP of its own that
 * sandboxes it and allows nothing (no script, no requests), should a browser display it anyway
 * (a PDF viewer opened from the downloads). Its name is the gateway's, from the kind of file
 * and its checked type (src/shared/download-name.ts): a sender's `.html` name would have the
 * saved file opened by a browser, from the disk, scripts and all.
 */
import type { Context } from 'hono'
import { downloadName } from '../../../src/shared/download-name'
import { plannedAnswer } from '../http/headers'
import type { UploadType } from './sniff'

export const FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'"

/** An attachment under `name` (downloadName's: ASCII letters, digits, `-` and one dot). */
export function contentDisposition(name: string): string {
  return `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_') || 'file'}"`
}

export function fileAnswer(
  c: Context,
  file: { bytes: Uint8Array<ArrayBuffer>; type: UploadType; field: string; position: number },
): Response {
  return plannedAnswer(c, file.bytes, 200, {
    'Content-Type': file.type,
    'Content-Length': String(file.bytes.byteLength),
    'Content-Disposition': contentDisposition(downloadName(file.field, file.position, file.type)),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_CSP,
    'Cache-Control': 'private, no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
}
