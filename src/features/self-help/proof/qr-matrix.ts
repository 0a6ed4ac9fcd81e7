/**
 * The QR code of an exclusion's proof, as squares to draw: the same squares on the status page
 * (SVG) and in the letter (pdfkit), so what the page shows is what is printed. The `qrcode`
 * package only encodes here; we draw, so neither a canvas nor its renderers are needed.
 * Loaded only with the proof (a dynamic import), never with a page.
 *
 * Level M (15% of the code may be damaged or dirty and it still reads): a proof's address is
 * some 490 characters, version 17 at M (85 modules a side). The page draws it 3 CSS pixels a
 * module (about 280 pixels wide), the letter 6 cm wide, 0.65 mm a module. As tried in
 * Chromium: the app's own scanner (html5-qrcode's zxing, no BarcodeDetector) read a sharp
 * screenshot of such codes, 9 device pixels a module, for five proofs of six; a dense code
 * is its weak point (docs/decisions.md, "Exclusion proof").
 */
import { create } from 'qrcode'

/** The quiet zone the standard asks around a code: four modules. */
export const QUIET_ZONE = 4

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number
  /** Each dark module's column and row. */
  dark: Array<readonly [x: number, y: number]>
}

export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const dark: Array<readonly [number, number]> = []
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) if (modules.get(y, x)) dark.push([x, y])
  }
  return { size: modules.size, dark }
}

/** An SVG path of the dark modules, in module units, offset by the quiet zone. */
export function svgPath({ dark }: QrMatrix): string {
  const square = (x: number, y: number) => ['M', x + QUIET_ZONE, ' ', y + QUIET_ZONE, 'h1v1h-1z']
  return dark.flatMap(([x, y]) => square(x, y)).join('')
}
