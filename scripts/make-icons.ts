/**
 * Draws the app icons (a white padlock on the brand colour) as PNG with no image library:
 * the icons are committed, this script is how they were made. Run: npx tsx scripts/make-icons.ts
 */
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const BRAND = [0x0b, 0x4f, 0x6c]
const WHITE = [0xff, 0xff, 0xff]

function crc32(buf: Buffer): number {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return ~c >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** Inside the padlock at unit coordinates (0..1 across the glyph box)? */
function inLock(x: number, y: number): boolean {
  const inBody = x >= 0.18 && x <= 0.82 && y >= 0.45 && y <= 0.92
  const dx = x - 0.5
  const dy = y - 0.45
  const r = Math.hypot(dx, dy)
  const inShackle = y <= 0.45 && r >= 0.17 && r <= 0.27
  const inLegs = y > 0.45 && y < 0.5 && Math.abs(dx) >= 0.17 && Math.abs(dx) <= 0.27
  const keyhole =
    Math.hypot(x - 0.5, y - 0.64) < 0.06 || (Math.abs(x - 0.5) < 0.025 && y > 0.64 && y < 0.8)
  return (inBody && !keyhole) || inShackle || inLegs
}

function icon(size: number, glyphShare: number, rounded: boolean): Buffer {
  const rows: Buffer[] = []
  const glyph = size * glyphShare
  const offset = (size - glyph) / 2
  const radius = rounded ? size * 0.18 : 0
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4)
    for (let px = 0; px < size; px++) {
      const cx = Math.min(px, size - 1 - px)
      const cy = Math.min(py, size - 1 - py)
      const outside = cx < radius && cy < radius && Math.hypot(radius - cx, radius - cy) > radius
      const gx = (px + 0.5 - offset) / glyph
      const gy = (py + 0.5 - offset) / glyph
      const colour = inLock(gx, gy) ? WHITE : BRAND
      row.set([...colour, outside ? 0 : 255], 1 + px * 4)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

writeFileSync('public/icons/icon-192.png', icon(192, 0.7, true))
writeFileSync('public/icons/icon-512.png', icon(512, 0.7, true))
// Maskable: full bleed, the glyph inside the 80% safe zone.
writeFileSync('public/icons/icon-maskable-512.png', icon(512, 0.5, false))
writeFileSync('public/icons/apple-touch-icon.png', icon(180, 0.6, false))
