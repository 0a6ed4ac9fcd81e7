/**
 * Authenticate a document by uploading it (`/verify/document`): multipart, one field `file`.
 *
 * The gateway decides the type from the file's first bytes and matches its SHA-256; it
 * answers 415 for anything but PDF, JPEG, PNG or WebP and 413 above 10 MB. The device checks
 * size and declared type first, so nobody waits for a 10 MB upload only to be refused. The
 * declared type (the browser guesses it from the name) is all the device looks at: a text
 * file renamed .pdf passes here and is refused by the gateway, which is the authority.
 *
 * Timeout: 30 s, the one multipart call that keeps the short timeout (docs/design.md
 * section 4).
 */
import * as v from 'valibot'
import { call } from '../../gateway/client'
import { TIMEOUT_MS } from '../../shared/transport'
import { messageText as m } from '../../shared/messages'
import { early } from '../../shared/rules'
import type { DocumentVerifyResult } from '../../shared/schemas/verify'
import { DOCUMENT_TYPES, FILE_MAX_BYTES, MB, type UploadType } from '../../shared/uploads'

export { UPLOAD_ACCEPT } from './upload-types'

const EXTENSION_TYPES: Record<string, UploadType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/** The part of a File this module reads (a FileList item in the browser, a File in tests). */
export interface PickedFile extends Blob {
  readonly name: string
}

/** The declared type, else the one the extension stands for; '' when neither is known. */
export function declaredType(file: PickedFile): string {
  if (file.type) return file.type.toLowerCase()
  const extension = file.name.toLowerCase().split('.').at(-1) ?? ''
  return EXTENSION_TYPES[extension] ?? ''
}

function isFile(value: unknown): value is PickedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PickedFile).name === 'string' &&
    typeof (value as PickedFile).size === 'number' &&
    typeof (value as PickedFile).slice === 'function'
  )
}

/** The first file of a FileList (what a file input gives), or the file itself. */
function firstFile(value: unknown): PickedFile | undefined {
  if (isFile(value)) return value
  if (typeof value === 'object' && value !== null && 'length' in value) {
    const item = (value as ArrayLike<unknown>)[0]
    return isFile(item) ? item : undefined
  }
  return undefined
}

const MAX_MB = FILE_MAX_BYTES / MB

export const documentUploadSchema = v.object({
  file: early(
    v.pipe(
      v.unknown(),
      v.transform(firstFile),
      v.check((file) => file !== undefined, m('file.required')),
      v.check(
        (file) => (DOCUMENT_TYPES as readonly string[]).includes(declaredType(file!)),
        m('file.type'),
      ),
      v.check((file) => file!.size <= FILE_MAX_BYTES, m('file.tooLarge', { max: MAX_MB })),
      v.transform((file) => file!),
    ),
  ),
})
export type DocumentUpload = v.InferOutput<typeof documentUploadSchema>

export function authenticateDocument(file: PickedFile, signal?: AbortSignal) {
  const body = new FormData()
  body.append('file', file, file.name)
  return call<DocumentVerifyResult>('documents/authenticate', body, {
    signal,
    timeoutMs: TIMEOUT_MS,
  })
}
