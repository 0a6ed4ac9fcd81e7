/**
 * The two fonts the PDF embeds: Noto Sans Regular and Bold (SIL OFL 1.1, see fonts/OFL.txt),
 * cut to the Latin letters of the app's languages by scripts/subset-fonts.ts.
 *
 * Why embedded: pdfkit's built-in fonts are the PDF standard 14, whose WinAnsi encoding has no
 * š (Setswana) and which the browser build does not even carry. Why fetched from their own
 * files: the service worker precaches them (vite.config.ts globPatterns), so the PDF can be
 * made offline, while the JavaScript of the PDF module stays free of 90 KB of font bytes.
 */
import boldUrl from './fonts/NotoSans-Bold.ttf?url'
import regularUrl from './fonts/NotoSans-Regular.ttf?url'

export interface PdfFonts {
  regular: ArrayBuffer | Uint8Array
  bold: ArrayBuffer | Uint8Array
}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`)
  return response.arrayBuffer()
}

export async function loadFonts(): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([fetchBytes(regularUrl), fetchBytes(boldUrl)])
  return { regular, bold }
}
