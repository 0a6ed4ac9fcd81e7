/**
 * Preparing an upload when the user picks it (docs/design.md section 6):
 *
 * - the bytes are copied at once (a File handle can die later: iOS Safari drops picked files
 *   when the page goes to the background), and bytes are what the draft and the outbox keep;
 * - the type is read from the first bytes, as the gateway does (src/shared/uploads.ts), so a
 *   renamed file is refused here rather than after it was sent;
 * - a picture is decoded (createImageBitmap applies the EXIF orientation), refused under
 *   512 px on its short side, scaled to at most 1920 px on its long side and re-encoded (PNG
 *   stays PNG, anything else becomes JPEG at quality 0.85). Re-encoding every picture also
 *   drops what a phone writes into it, such as its GPS position.
 */
import { fitWithin, LIMITS } from '../shared/rules'
import { FILE_MAX_BYTES, sniffMediaType, UPLOAD_TYPES, type UploadKind } from '../shared/uploads'
import type { PickedFile } from './model'

export type PickProblem = 'type' | 'tooLarge' | 'tooSmall' | 'unreadable'

export interface FileFailure {
  field: string
  name: string
  /** `tooMany`: the field already held its most; this file and any after it were not taken. */
  problem: PickProblem | 'tooMany'
}

export type PickResult = { ok: true; file: PickedFile } | { ok: false; problem: PickProblem }

const newId = () => crypto.randomUUID()

async function encode(bitmap: ImageBitmap, width: number, height: number, type: string) {
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
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality))
}

async function preparePicture(file: File, field: string, kind: UploadKind): Promise<PickResult> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { ok: false, problem: 'unreadable' }
  }
  try {
    const size = { width: bitmap.width, height: bitmap.height }
    // A small scan is still a readable document; only a picture must be 512 px or more.
    if (kind === 'picture' && Math.min(size.width, size.height) < LIMITS.image.min) {
      return { ok: false, problem: 'tooSmall' }
    }
    const target = fitWithin(size, LIMITS.image.max)
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg'
    const blob = await encode(bitmap, target.width, target.height, type)
    if (!blob) return { ok: false, problem: 'unreadable' }
    if (blob.size > FILE_MAX_BYTES) return { ok: false, problem: 'tooLarge' }
    const extension = blob.type === 'image/png' ? '.png' : '.jpg'
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'picture'}${extension}`
    const data = await blob.arrayBuffer()
    return { ok: true, file: { id: newId(), field, name, type: blob.type, data, ...target } }
  } finally {
    bitmap.close()
  }
}

/** Prepares one picked file for an upload field of this kind. */
export async function prepareUpload(file: File, field: string, kind: UploadKind) {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
  const type = sniffMediaType(head)
  if (!type || !UPLOAD_TYPES[kind].includes(type)) return { ok: false, problem: 'type' } as const
  if (type !== 'application/pdf') {
    // A picture in any upload is made smaller and stripped of its metadata before it is kept.
    return preparePicture(new File([file], file.name, { type }), field, kind)
  }
  if (file.size > FILE_MAX_BYTES) return { ok: false, problem: 'tooLarge' } as const
  const data = await file.arrayBuffer()
  return { ok: true, file: { id: newId(), field, name: file.name, type, data } } as const
}

/**
 * Prepares the files picked for a field that holds `held` of its `max`, in order: those taken,
 * and why the others were not. A field of one file takes a new pick, which replaces the old.
 */
export async function preparePicked(
  picked: readonly File[],
  field: string,
  kind: UploadKind,
  max: number,
  held: number,
): Promise<{ taken: PickedFile[]; failures: FileFailure[] }> {
  const taken: PickedFile[] = []
  const failures: FileFailure[] = []
  for (const file of picked) {
    if (max > 1 && held + taken.length >= max) {
      failures.push({ field, name: file.name, problem: 'tooMany' })
      break
    }
    const result = await prepareUpload(file, field, kind)
    if (result.ok) taken.push(result.file)
    else failures.push({ field, name: file.name, problem: result.problem })
  }
  return { taken, failures }
}
