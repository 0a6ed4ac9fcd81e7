/**
 * Preparing attachments when the user picks them (DESIGN.md section 6, issue 4 item 2):
 *
 * - The bytes are copied at once (ArrayBuffer), because a File handle can die later (iOS
 *   Safari drops picked files when the page is backgrounded), and bytes are what the outbox
 *   stores.
 * - Photos are decoded (createImageBitmap, which applies the EXIF orientation), refused under
 *   512 px on their short side, scaled to at most 1920 px on the long side and re-encoded
 *   (OffscreenCanvas where there is one, else a canvas): PNG stays PNG, everything else
 *   becomes JPEG at quality 0.85. Re-encoding every photo, not only large ones, also drops the
 *   metadata a phone writes into it, such as the GPS position.
 * - The type is read from the first bytes, not the name (as the gateway does), so a renamed
 *   file is refused here rather than by the gateway later.
 */
import { fitWithin, LIMITS } from '../../shared/rules'
import { FILE_MAX_BYTES } from '../../shared/schemas/product-registration'

export interface Picked {
  name: string
  type: string
  data: ArrayBuffer
  width?: number
  height?: number
}

export type Problem = 'type' | 'tooLarge' | 'tooSmall' | 'unreadable'
export type PickResult = { ok: true; file: Picked } | { ok: false; problem: Problem }

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const DOCUMENT_TYPES = ['application/pdf', ...PHOTO_TYPES]

/** The media type of the first bytes: PDF, JPEG, PNG or WebP; undefined otherwise. */
export function sniff(bytes: Uint8Array): string | undefined {
  const at = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte)
  if (at([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  if (at([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (at([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (at([0x52, 0x49, 0x46, 0x46]) && at([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return undefined
}

export async function prepareDocument(file: File): Promise<PickResult> {
  if (file.size > FILE_MAX_BYTES) return { ok: false, problem: 'tooLarge' }
  const data = await file.arrayBuffer()
  const type = sniff(new Uint8Array(data, 0, Math.min(16, data.byteLength)))
  if (!type || !DOCUMENT_TYPES.includes(type)) return { ok: false, problem: 'type' }
  return { ok: true, file: { name: file.name, type, data } }
}

async function encode(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
): Promise<Blob | null> {
  const quality = 0.85
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type, quality })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality))
}

export async function preparePhoto(file: File): Promise<PickResult> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
  const sniffed = sniff(head)
  if (!sniffed || !PHOTO_TYPES.includes(sniffed)) return { ok: false, problem: 'type' }
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { ok: false, problem: 'unreadable' }
  }
  try {
    const size = { width: bitmap.width, height: bitmap.height }
    if (Math.min(size.width, size.height) < LIMITS.image.min)
      return { ok: false, problem: 'tooSmall' }
    const target = fitWithin(size, LIMITS.image.max)
    const type = sniffed === 'image/png' ? 'image/png' : 'image/jpeg'
    const blob = await encode(bitmap, target.width, target.height, type)
    if (!blob) return { ok: false, problem: 'unreadable' }
    if (blob.size > FILE_MAX_BYTES) return { ok: false, problem: 'tooLarge' }
    const extension = blob.type === 'image/png' ? '.png' : '.jpg'
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}${extension}`
    return {
      ok: true,
      file: { name, type: blob.type, data: await blob.arrayBuffer(), ...target },
    }
  } finally {
    bitmap.close()
  }
}
