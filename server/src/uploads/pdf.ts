/**
 * A structural check of a PDF, bounded: it reads the first 4 KB, the last
 * 16 KB and 1 KB at the cross-reference offset, never the whole file. It refuses what only
 * looks like a PDF by its first bytes: `%PDF-` followed by a web page, a header with nothing
 * behind it, or a real PDF with something appended after its end (a polyglot that a browser
 * could render as HTML). It does not prove the document renders; it proves the file has the
 * skeleton of one: header, cross-reference (a table with its trailer, or an xref stream),
 * `startxref` pointing at it, and `%%EOF` last.
 *
 * A file that is a PDF and a web page at once is refused when its first 4 KB hold the markup
 * or script a browser would act on (MARKUP): a browser told the file is HTML renders it
 * whatever comes before, and a PDF has no reason to carry these as plain text at its start.
 * Why 4 KB: it covers the 1,445 bytes a browser reads to guess a type (the WHATWG MIME
 * Sniffing standard) with room to spare, where a real PDF's first objects (catalog, pages,
 * fonts, XMP metadata) sit, and still costs one small read. Markup deeper in a stream is not
 * looked for (a compressed stream hides it anyway); what keeps it harmless is how staff get
 * files: always a download, named by the gateway after its checked type (serve.ts), never
 * after the sender's name.
 *
 * Why our own code: the well-kept parsers (pdf.js) are large browser-first libraries that
 * would decode far more than this check needs; pdf-lib has been on hold since 2021
 * (upstream's own notice). The checks below are the ones PDF 1.7 (ISO 32000-1, 7.5) makes mandatory.
 */
import { type FileHandle, open } from 'node:fs/promises'

export const HEAD_BYTES = 4 * 1024
const TAIL_BYTES = 16 * 1024
const AT_XREF_BYTES = 1024

const HEADER = /^%PDF-[12]\.\d/
// Markup a browser would render or run, case-insensitively: what a PDF never carries as plain
// text at its start. Not `<?xml` or `<x:xmpmeta` (a PDF's own XMP metadata), nor `<<` (its
// dictionaries).
const MARKUP =
  /<\s*(!doctype|html|head|body|script|iframe|frame|frameset|svg|math|object|embed|meta|link|style|img|image|form|base|template|video|audio)\b|(java|vb)script\s*:/i
// The last startxref, its offset and the end marker, with only white space after it.
const END = /startxref\s+(\d+)\s+%%EOF[\r\n\t\f\0 ]*$/
const CLASSIC_XREF = /^xref\s/
const XREF_STREAM = /^\d+\s+\d+\s+obj\b[\s\S]*\/Type\s*\/XRef\b/

async function readAt(handle: FileHandle, at: number, length: number) {
  const buffer = Buffer.alloc(length)
  const { bytesRead } = await handle.read(buffer, 0, length, at)
  return buffer.toString('latin1', 0, bytesRead)
}

/** True when the file at `path` (of `size` bytes) has the structure of a PDF. */
export async function isStructurallyPdf(path: string, size: number): Promise<boolean> {
  const handle = await open(path, 'r')
  try {
    const head = await readAt(handle, 0, Math.min(HEAD_BYTES, size))
    if (!HEADER.test(head) || MARKUP.test(head)) return false
    const tailStart = Math.max(0, size - TAIL_BYTES)
    const tail = await readAt(handle, tailStart, size - tailStart)
    const end = END.exec(tail)
    if (!end) return false
    const offset = Number(end[1])
    if (!Number.isSafeInteger(offset) || offset < 8 || offset >= size) return false
    const atXref = await readAt(handle, offset, Math.min(AT_XREF_BYTES, size - offset))
    if (CLASSIC_XREF.test(atXref)) {
      // A table's trailer dictionary sits between the table and startxref.
      return /trailer\s*<</.test(tail) || /trailer\s*<</.test(atXref)
    }
    return XREF_STREAM.test(atXref)
  } finally {
    await handle.close()
  }
}
