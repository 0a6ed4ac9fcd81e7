/**
 * The media type of an upload, decided from its first bytes, never from its name or the
 * Content-Type the client sent (DESIGN.md section 6: PDF, JPEG, PNG, WebP only). Anything else
 * is undefined, and the caller answers 415.
 */
export type UploadType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp'

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)

export function sniffMediaType(bytes: Uint8Array): UploadType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf' // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  return undefined
}
