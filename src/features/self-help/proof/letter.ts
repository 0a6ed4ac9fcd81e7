/**
 * "Download your exclusion letter": an approved exclusion's letter, made on the device with
 * pdfkit from the status check's answer and its proof, offline too. It says who issued it, the
 * reference, what the exclusion is (the person's initials and the end of their number, never
 * more: src/shared/exclusion-proof.ts), its dates, and carries the proof's QR code with its
 * address in words, so a venue can check it by scanning or by typing.
 *
 * Tagged as the application PDF is (src/features/submitted/pdf/document.ts): a structure tree
 * (Document > P, H1, Figure), the language, the title shown by viewers, PDF/UA-1 declared; the
 * QR code is a Figure with its alternative text. pdfkit is imported statically: this module is
 * reached only through the dynamic import behind the button.
 */
import PDFDocument from 'pdfkit'
import { printable } from '../../../components/pdf/coverage'
import { loadFonts, type PdfFonts } from '../../../components/pdf/fonts'
import { QUIET_ZONE, qrMatrix } from './qr-matrix'

const MARGIN = 56 // 2 cm
const INK = '#1a1a1a'
const MUTED = '#4a5358'
const QR_SIDE = 170 // 6 cm: read by a phone from arm's length
const DOCUMENT = 'Document'
const FIGURE = 'Figure'
const PDF_UA = 'PDF/UA'

export interface LetterTexts {
  /** The PDF language (tn for Setswana: src/shared/dates.ts textLang). */
  lang: string
  issuedBy: string
  issuer: string
  title: string
  referenceLabel: string
  reference: string
  /** What the exclusion is, in one sentence with its dates. */
  statement: string
  /** How to check the letter. */
  howToCheck: string
  /** The QR code's alternative text. */
  qrAlt: string
  /** The proof's address, printed under the code. */
  url: string
  issuedOn: string
}

export async function makeExclusionLetter(texts: LetterTexts, fonts?: PdfFonts): Promise<Blob> {
  const { regular, bold } = fonts ?? (await loadFonts())
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    pdfVersion: '1.7',
    tagged: true,
    lang: texts.lang,
    displayTitle: true,
    info: { Title: `${texts.title} ${texts.reference}`, Author: texts.issuer },
    subset: PDF_UA,
    font: regular,
  })
  const chunks: Uint8Array[] = []
  const output = new Promise<Blob>((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk))
    doc.on('end', () => resolve(new Blob(chunks as BlobPart[], { type: 'application/pdf' })))
    doc.on('error', reject)
  })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  const width = doc.page.width - 2 * MARGIN

  const root = doc.struct(DOCUMENT)
  doc.addStructure(root)
  const say = (type: string, text: string, font: 'regular' | 'bold', size: number, gap = 4) => {
    const { shown, actual } = printable(text)
    root.add(
      doc.struct(type, actual ? { actual } : {}, [
        () => {
          doc.x = MARGIN
          doc
            .font(font)
            .fontSize(size)
            .fillColor(type === 'P' && size <= 11 ? MUTED : INK)
          doc.text(shown, { width })
          doc.y += gap
        },
      ]),
    )
  }

  say('P', texts.issuedBy, 'regular', 11, 0)
  say('P', texts.issuer, 'bold', 12, 14)
  say('H1', texts.title, 'bold', 20, 12)
  say('P', texts.referenceLabel, 'regular', 11, 0)
  say('P', texts.reference, 'bold', 28, 12)
  say('P', texts.statement, 'regular', 13, 12)
  say('P', texts.howToCheck, 'regular', 12, 12)

  const matrix = qrMatrix(texts.url)
  const unit = QR_SIDE / (matrix.size + 2 * QUIET_ZONE)
  const top = doc.y
  root.add(
    doc.struct(FIGURE, { alt: texts.qrAlt }, [
      () => {
        for (const [x, y] of matrix.dark) {
          doc.rect(
            MARGIN + (x + QUIET_ZONE) * unit,
            top + (y + QUIET_ZONE) * unit,
            unit + 0.01,
            unit + 0.01,
          )
        }
        doc.fillColor('#000000').fill()
      },
    ]),
  )
  doc.y = top + QR_SIDE + 8
  say('P', texts.url, 'regular', 8, 12)
  say('P', texts.issuedOn, 'regular', 11)
  root.end()
  doc.end()
  return output
}
