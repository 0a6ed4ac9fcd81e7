/**
 * The upload rules, once, for the device, the outbox and the gateway (docs/design.md section 6):
 * PDF, JPEG, PNG and WebP only, decided from the first bytes (never the name or the type the
 * client claims); 10 MB a file and 25 MB a request; pictures 512 to 1920 px (`imageSizeSchema`
 * in rules.ts), resized on the device and decoded again on the gateway.
 */
export type UploadType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp'

export const MB = 1024 * 1024
/** Each file, as stored (after a picture is resized on the device). */
export const FILE_MAX_BYTES = 10 * MB
/** A whole multipart request: every file and field together. */
export const REQUEST_MAX_BYTES = 25 * MB

export const PICTURE_TYPES: readonly UploadType[] = ['image/jpeg', 'image/png', 'image/webp']
export const DOCUMENT_TYPES: readonly UploadType[] = ['application/pdf', ...PICTURE_TYPES]

/** What an upload field takes: a picture (decoded, 512 to 1920 px) or any document type. */
export type UploadKind = 'picture' | 'document'

export const UPLOAD_TYPES: Record<UploadKind, readonly UploadType[]> = {
  picture: PICTURE_TYPES,
  document: DOCUMENT_TYPES,
}

/** The `accept` attribute of a file input of this kind. */
export const acceptOf = (kind: UploadKind) => UPLOAD_TYPES[kind].join(',')

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)

/** The media type of the first bytes (16 are enough); undefined for anything else. */
export function sniffMediaType(bytes: Uint8Array): UploadType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf' // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  return undefined
}
