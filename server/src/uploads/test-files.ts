/**
 * Test support (imported by *.test.ts only): real pictures made with sharp, and files written
 * where the upload checks expect them, shaped as http/multipart.ts hands them over.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll } from 'vitest'
import type { ReceivedFile } from '../http/multipart'
import { sniffMediaType } from './sniff'

export async function picture(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  options: { exif?: Record<string, Record<string, string>>; seed?: number } = {},
): Promise<Buffer> {
  const seed = options.seed ?? 1
  let image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 40) % 256, g: 120, b: (seed * 90) % 256 },
    },
  }).toFormat(format)
  if (options.exif) image = image.withExif(options.exif)
  return image.toBuffer()
}

/** A JPEG whose comment segment (COM, FF FE) holds `text`, right after the start marker. */
export function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const comment = Buffer.from(text, 'latin1')
  const segment = Buffer.alloc(4)
  segment.writeUInt16BE(0xfffe, 0)
  segment.writeUInt16BE(comment.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)])
}

const dir = mkdtempSync(join(tmpdir(), 'scamlock-check-'))
let count = 0
// Registered in the test file that imports this module, after its tests.
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** `bytes` as a received upload of `field`, in a temporary file. */
export function received(field: string, bytes: Uint8Array, name = 'file'): ReceivedFile {
  const path = join(dir, String(++count))
  writeFileSync(path, bytes, { mode: 0o600 })
  return {
    field,
    name,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    type: sniffMediaType(bytes.subarray(0, 16)),
    path,
  }
}
