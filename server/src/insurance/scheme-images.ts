/**
 * Scheme pictures, served to everyone at `/media/schemes/<sha256>.<ext>` (GET): the address
 * `schemes/list` gives as `imageUrl` once staff have uploaded a picture (staff/schemes/save).
 *
 * - Content-addressed: the address names the bytes, so an answer never changes and may be kept
 *   a year (`immutable`); a new picture is a new address. The service worker keeps what a page
 *   showed (cache-first, src/sw.ts: same-origin images outside /api), so the schemes open with
 *   their pictures offline.
 * - Only digests listed in `scheme_images` are served: every other upload (identity documents,
 *   pictures of people) stays private, whatever digest someone guesses or learns.
 * - Outside /api: a picture is fetched by an <img> with no gateway key, and at the app's own
 *   origin, so its same-origin policies (CSP img-src 'self', CORP) hold. The bytes come from
 *   the uploads store (disk or S3) and were re-encoded without metadata when uploaded.
 * - `nosniff` and the sniffed type: a browser never takes the bytes for anything but a picture.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { ApiError } from '../http/envelope'
import { plannedAnswer } from '../http/headers'
import type { UploadType } from '../uploads/sniff'
import { uploadStoreFor } from '../uploads/store'

export const SCHEME_IMAGE_PATH = '/media/schemes'

const EXTENSIONS: Partial<Record<UploadType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}
const FILE = /^([0-9a-f]{64})\.(png|jpg|webp)$/

export function schemeImageUrl(sha256: string, type: UploadType): string {
  return `${SCHEME_IMAGE_PATH}/${sha256}.${EXTENSIONS[type] ?? 'bin'}`
}

const NOT_FOUND = 'There is no such picture'

export const schemeImageRoutes = new Hono<AppEnv>().get('/:file', async (c) => {
  const match = FILE.exec(c.req.param('file'))
  if (!match) throw new ApiError(404, NOT_FOUND)
  const [, sha256, extension] = match as unknown as [string, string, string]
  const [found] = await c.var.db.query<{ media_type: UploadType }>(
    `select u.media_type from scheme_images s join uploads u on u.sha256 = s.sha256
     where s.sha256 = $1`,
    [sha256],
  )
  if (!found || EXTENSIONS[found.media_type] !== extension) throw new ApiError(404, NOT_FOUND)
  const bytes = await uploadStoreFor(c.var.db, c.var.env).get(sha256)
  if (!bytes) throw new ApiError(404, NOT_FOUND)
  return plannedAnswer(c, bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': found.media_type,
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  })
})
