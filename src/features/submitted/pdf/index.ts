/**
 * The PDF of a submitted application, made on the device with pdfkit (it tags the PDF for
 * screen readers). Reached only through a dynamic import when "Download your application (PDF)"
 * is pressed: this module and pdfkit form a chunk of their own that no page loads.
 */
import type { Snapshot } from '../../../journey/snapshot'
import { renderApplication } from './document'
import { loadFonts, type PdfFonts } from '../../../components/pdf/fonts'
import type { PdfTexts } from './texts'

export type { PdfFonts } from '../../../components/pdf/fonts'

/**
 * `texts` are the fixed sentences, translated by the caller (texts.ts). `fonts` default to the
 * precached font files; tests and the bench pass the bytes they read themselves.
 */
export async function makeApplicationPdf(
  snapshot: Snapshot,
  texts: PdfTexts,
  fonts?: PdfFonts,
): Promise<Blob> {
  return renderApplication(snapshot, texts, fonts ?? (await loadFonts()))
}
