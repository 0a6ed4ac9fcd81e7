/**
 * A small, structurally valid PDF (one blank page, an optional comment stream to reach a given
 * size), made in code for tests and benches: the gateway checks a PDF's structure (pdf.ts), so
 * `%PDF-` and random bytes no longer pass. `seed` varies the bytes, so files differ by digest;
 * `text` goes into the filler stream as a string.
 */
export function samplePdf(
  options: { size?: number; seed?: number; text?: string; head?: string } = {},
): Buffer {
  const { size = 0, seed = 1, text = 'sample', head = '' } = options
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  // `head`: comment lines right after the header (a test's polyglot puts markup there).
  let out = `%PDF-1.7\n${head}`
  const offsets: number[] = []
  for (const [i, body] of objects.entries()) {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  }
  // An unreferenced stream object carries the filler: valid syntax, ignored by readers.
  const fill = Math.max(0, size - out.length - 400)
  let filler = `(${text.replace(/[()\\]/g, '')}) ${seed}\n`
  if (fill > filler.length) {
    const bytes = Buffer.alloc(fill - filler.length)
    for (let i = 0; i < bytes.length; i++) bytes[i] = 97 + ((i * 31 + seed * 7) % 26)
    filler += bytes.toString('latin1')
  }
  offsets.push(out.length)
  out += `4 0 obj\n<< /Length ${filler.length} >>\nstream\n${filler}\nendstream\nendobj\n`
  const xref = out.length
  out += `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
