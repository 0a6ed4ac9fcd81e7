/**
 * Files are what they claim: one check for every upload of every form, given
 * the received file and the rule of its field. It answers the checked upload or one field
 * error in plain words.
 *
 * - The type comes from the bytes (sniff.ts), never the name or the client's Content-Type.
 * - Every picture is decoded on the gateway with sharp (libvips): a file that does not decode
 *   whole is refused, and the picture is re-encoded in its own format, upright (EXIF
 *   orientation applied) and without metadata, so nothing appended or hidden in a segment (a
 *   comment holding HTML, the location of the phone that took it) is kept. The new bytes get
 *   their own SHA-256 and size. With `picture`, its size must pass `imageSizeSchema` (512 to
 *   1920 px), the very rule the device applies (src/shared/rules.ts).
 * - A PDF must have the structure of one (pdf.ts).
 *
 * sharp loads on first use: most calls carry no file.
 */
import type { SharpConstructor } from 'sharp'
import * as v from 'valibot'
import { MESSAGES } from '../../../src/shared/messages'
import { imageSizeSchema, LIMITS } from '../../../src/shared/rules'
import type { FieldError } from '../http/envelope'
import type { ReceivedFile } from '../http/multipart'
import { isStructurallyPdf } from './pdf'
import type { UploadType } from './sniff'
import { sha256OfFile } from './digest'

export interface UploadRule {
  types: readonly UploadType[]
  /** A picture of a person or product: the 512 to 1920 px rule applies. */
  picture?: boolean
  /** Also square, as wide as high, or refused in these words (a scheme's picture). */
  squareMessage?: string
  /** The words for a file of another type (default: the shared `file.type` message). */
  typeMessage?: string
}

export interface CheckedUpload {
  field: string
  name: string
  sha256: string
  size: number
  type: UploadType
  /** The file to hand to the uploads store (the re-encoded copy for a picture). */
  path: string
}

export type UploadCheck =
  { ok: true; upload: CheckedUpload } | { ok: false; status: 400 | 415; error: FieldError }

export const NOT_A_PICTURE = 'The picture could not be read. Choose another file'
export const NOT_A_PDF = 'The PDF could not be read. Choose another file'

// A document that is a photo (a leaflet) has no pixel rule, but decoding stays bounded.
const MAX_DOCUMENT_PIXELS = 50_000_000
const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const

let loaded: Promise<SharpConstructor> | undefined
function loadSharp(): Promise<SharpConstructor> {
  loaded ??= import('sharp').then(({ default: sharp }): SharpConstructor => {
    // One libvips thread and no cache: two cores serve everything here, and a request's
    // picture is read once.
    sharp.concurrency(1)
    sharp.cache(false)
    return sharp
  })
  return loaded
}

const refuse = (file: ReceivedFile, status: 400 | 415, message: string): UploadCheck => ({
  ok: false,
  status,
  error: { path: file.field, message },
})

export async function checkUpload(file: ReceivedFile, rule: UploadRule): Promise<UploadCheck> {
  const type = file.type
  if (!type || !rule.types.includes(type)) {
    return refuse(file, 415, rule.typeMessage ?? MESSAGES['file.type'])
  }
  const base = { field: file.field, name: file.name, type }
  if (type === 'application/pdf') {
    const valid = await isStructurallyPdf(file.path, file.size).catch(() => false)
    if (!valid) return refuse(file, 415, NOT_A_PDF)
    return { ok: true, upload: { ...base, sha256: file.sha256, size: file.size, path: file.path } }
  }
  return checkPicture(file, type, rule)
}

async function checkPicture(
  file: ReceivedFile,
  type: keyof typeof FORMATS,
  rule: UploadRule,
): Promise<UploadCheck> {
  const sharp = await loadSharp()
  const limit = rule.picture ? LIMITS.image.max * LIMITS.image.max : MAX_DOCUMENT_PIXELS
  const options = { failOn: 'error', limitInputPixels: limit } as const
  let meta
  try {
    // The header only (no pixels decoded), under the looser bound, so a picture a little past
    // 1920 px gets the size rule's plain message rather than "could not be read".
    meta = await sharp(file.path, { ...options, limitInputPixels: MAX_DOCUMENT_PIXELS }).metadata()
  } catch {
    return refuse(file, 415, NOT_A_PICTURE)
  }
  if (meta.format !== FORMATS[type] || !meta.width || !meta.height) {
    return refuse(file, 415, NOT_A_PICTURE)
  }
  if (rule.picture) {
    // Orientations 5 to 8 turn the picture a quarter: the device sees it upright.
    const turned = (meta.orientation ?? 1) >= 5
    const size = turned
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height }
    const result = v.safeParse(imageSizeSchema, size)
    if (!result.success) return refuse(file, 400, result.issues[0].message)
    if (rule.squareMessage && size.width !== size.height) {
      return refuse(file, 400, rule.squareMessage)
    }
  }
  const path = `${file.path}.clean`
  try {
    // rotate() with no angle applies the EXIF orientation; output keeps no metadata.
    await sharp(file.path, options).rotate().toFormat(FORMATS[type]).toFile(path)
  } catch {
    return refuse(file, 415, NOT_A_PICTURE)
  }
  const { sha256, size } = await sha256OfFile(path)
  return { ok: true, upload: { field: file.field, name: file.name, type, sha256, size, path } }
}
