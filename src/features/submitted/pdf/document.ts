/**
 * Lays out the PDF of a submitted application with pdfkit: the form's title, the reference in
 * large type, the date, what the reference is for (texts.ts), every section and answer as "Check your
 * answers" shows them (src/journey/summary.ts), and the names of the attached files.
 *
 * Tagged for screen readers as far as pdfkit allows (as tried; pdfkit's
 * accessibility guide): /MarkInfo, a structure tree (Document > P, H1, H2, L > LI > Lbl +
 * LBody), the catalog's /Lang: the language the text is in (tn for Setswana, not the app's key
 * `ts`, and for the languages that show Setswana while untranslated: shared/locales.ts),
 * the title shown by viewers, and the page footers marked as artifacts so they are not read
 * out between answers. A question and its answer are a list item's label and body: the
 * nearest PDF structure to the HTML description list of "Check your answers".
 *
 * It declares PDF/UA-1 (ISO 14289-1: `pdfuaid:part` 1 in its XMP metadata), which the above
 * meets: every page's content tagged or an artifact, the language, a title in the metadata and
 * shown by viewers (dc:title, DisplayDocTitle), every font embedded with its Unicode map, and
 * the text of a letter its fonts lack given as its actual text. It names who issued it (the
 * regulator or the union) at its head and as its author.
 *
 * pdfkit is imported statically here: this module is only ever reached through the dynamic
 * import in DownloadPdf, so the library loads when the button is pressed and on no page.
 */
import PDFDocument, { type PDFStructureElement } from 'pdfkit'
import type { Snapshot } from '../../../journey/snapshot'
import { appLocaleOf, textLang } from '../../../shared/dates'
import { printable } from '../../../components/pdf/coverage'
import type { PdfFonts } from '../../../components/pdf/fonts'
import type { PdfTexts } from './texts'

const MARGIN = 56 // 2 cm
const INK = '#1a1a1a'
const MUTED = '#4a5358' // 7.6:1 on white
const FOOTER_SIZE = 9
// Structure types of ISO 32000 (14.8.4); capitalised words the translation lint would flag.
const DOCUMENT = 'Document'
const LIST_ITEM = 'LI'
const LABEL = 'Lbl'
const BODY = 'LBody'
const ARTIFACT = 'Artifact'
// The conformance it declares (ISO 14289-1), not words.
const PDF_UA = 'PDF/UA'

type Font = 'regular' | 'bold'

interface Block {
  text: string
  font: Font
  size: number
  color?: string
  gap?: number
}

export function renderApplication(
  snapshot: Snapshot,
  texts: PdfTexts,
  fonts: PdfFonts,
): Promise<Blob> {
  const locale = appLocaleOf(snapshot.locale)
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    pdfVersion: '1.7',
    tagged: true,
    lang: textLang(locale),
    displayTitle: true,
    info: { Title: snapshot.title, Author: texts.issuer },
    subset: PDF_UA,
    font: fonts.regular,
    bufferPages: true,
  })
  const output = collect(doc)
  doc.registerFont('regular', fonts.regular)
  doc.registerFont('bold', fonts.bold)

  const width = doc.page.width - 2 * MARGIN
  const bottom = () => doc.page.height - MARGIN
  const write = ({ text, font, size, color = INK, gap = 4 }: Block) => {
    doc.x = MARGIN
    doc.font(font).fontSize(size).fillColor(color).text(text, { width })
    // The gap after the block, not between the lines of a multi-line answer (an address).
    doc.y += gap
  }
  const height = ({ text, font, size, gap = 4 }: Block) =>
    doc.font(font).fontSize(size).heightOfString(text, { width }) + gap
  /** A new page unless `needed` points still fit: a heading never ends a page alone. */
  const keep = (needed: number) => {
    if (doc.y + needed > bottom()) doc.addPage()
  }
  const tag = (parent: PDFStructureElement, type: string, block: Block) => {
    const { shown, actual } = printable(block.text)
    const content = () => write({ ...block, text: shown })
    parent.add(doc.struct(type, actual ? { actual } : {}, [content]))
  }

  const root = doc.struct(DOCUMENT)
  doc.addStructure(root)

  tag(root, 'P', { text: texts.issuedBy, font: 'regular', size: 11, color: MUTED, gap: 0 })
  tag(root, 'P', { text: texts.issuer, font: 'bold', size: 11, gap: 10 })
  tag(root, 'P', { text: texts.title, font: 'regular', size: 11, color: MUTED })
  tag(root, 'H1', { text: snapshot.title, font: 'bold', size: 20, gap: 14 })
  tag(root, 'P', { text: texts.reference, font: 'regular', size: 11, color: MUTED, gap: 0 })
  tag(root, 'P', { text: snapshot.reference, font: 'bold', size: 28, gap: 10 })
  if (texts.sentLabel) {
    tag(root, 'P', { text: texts.sentLabel, font: 'regular', size: 11, color: MUTED, gap: 0 })
    tag(root, 'P', { text: texts.sent, font: 'regular', size: 13, gap: 12 })
  } else {
    // Not sent yet: said in words, as large as the date would be, not as a date below a label.
    tag(root, 'P', { text: texts.sent, font: 'bold', size: 13, gap: 12 })
  }
  tag(root, 'P', { text: texts.keepReference, font: 'bold', size: 11, gap: 8 })

  const heading = (text: string) => {
    const block: Block = { text, font: 'bold', size: 15, gap: 6 }
    doc.moveDown(0.6)
    keep(height(block) + 40)
    tag(root, 'H2', block)
  }

  for (const section of snapshot.sections) {
    heading(section.title)
    const list = doc.struct('L')
    root.add(list)
    for (const row of section.rows) {
      const label: Block = { text: row.label, font: 'bold', size: 11, gap: 1 }
      const answer: Block = { text: row.lines.join('\n'), font: 'regular', size: 11, gap: 8 }
      keep(height(label) + height({ ...answer, text: row.lines[0] ?? '' }))
      const item = doc.struct(LIST_ITEM)
      list.add(item)
      tag(item, LABEL, label)
      tag(item, BODY, answer)
      item.end()
    }
    list.end()
  }

  heading(texts.attachedFiles)
  if (snapshot.files.length > 0) {
    const list = doc.struct('L')
    root.add(list)
    doc.x = MARGIN
    doc.font('regular').fontSize(11).fillColor(INK)
    const names = snapshot.files.map((name) => printable(name).shown)
    doc.list(names, { structParent: list, width, bulletRadius: 2.5 })
    list.end()
  } else {
    tag(root, 'P', { text: texts.none, font: 'regular', size: 11 })
  }
  root.end()

  footers(doc, snapshot.reference, width)
  doc.end()
  return output
}

/** The reference and "page / pages" at the foot of every page, as artifacts: no words. */
function footers(doc: PDFDocument, reference: string, width: number) {
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index)
    const margins = doc.page.margins
    const bottomMargin = margins.bottom
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    margins.bottom = 0
    doc.markContent(ARTIFACT, { type: 'Pagination' })
    doc.font('regular').fontSize(FOOTER_SIZE).fillColor(MUTED)
    const y = doc.page.height - bottomMargin + 20
    doc.text(reference, MARGIN, y, { width, align: 'left', lineBreak: false })
    doc.text(`${index - start + 1} / ${count}`, MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    })
    doc.endMarkedContent()
    margins.bottom = bottomMargin
  }
}

function collect(doc: PDFDocument): Promise<Blob> {
  const chunks: Uint8Array[] = []
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk) => chunks.push(chunk))
    doc.on('end', () => resolve(new Blob(chunks as BlobPart[], { type: 'application/pdf' })))
    doc.on('error', reject)
  })
}
