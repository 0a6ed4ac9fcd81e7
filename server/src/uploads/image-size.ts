/**
 * The pixel size of a JPEG, PNG or WebP, read from its header without decoding it, so the
 * gateway can hold pictures to the same 512 to 1920 px rule as the device (docs/design.md
 * section 6, `imageSizeSchema` in src/shared/rules.ts). Undefined when the header cannot be
 * read; the caller then refuses the file as not a picture.
 */
import type { ImageSize } from '../../../src/shared/rules'

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2)
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8)
const u24le = (b: Uint8Array, at: number) =>
  (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16)
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length))

function png(b: Uint8Array): ImageSize | undefined {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return undefined
  return { width: u32be(b, 16), height: u32be(b, 20) }
}

// Start-of-frame markers carry the size; C4 (huffman), C8 (reserved) and CC (arithmetic
// tables) share the range but are not frames.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

function jpeg(b: Uint8Array): ImageSize | undefined {
  let at = 2
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined
    const marker = b[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (isStartOfFrame(marker)) return { height: u16be(b, at + 5), width: u16be(b, at + 7) }
    if (marker === 0xd9 || marker === 0xda) return undefined // end of image, start of scan
    at += 2 + u16be(b, at + 2)
  }
  return undefined
}

function webp(b: Uint8Array): ImageSize | undefined {
  const chunk = ascii(b, 12, 4)
  if (chunk === 'VP8 ' && b.length >= 30) {
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
  }
  if (chunk === 'VP8X' && b.length >= 30) {
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  return undefined
}

export function imageSize(
  bytes: Uint8Array,
  type: 'image/jpeg' | 'image/png' | 'image/webp',
): ImageSize | undefined {
  if (type === 'image/png') return png(bytes)
  if (type === 'image/jpeg') return jpeg(bytes)
  return webp(bytes)
}
