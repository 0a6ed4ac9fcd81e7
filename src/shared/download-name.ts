/**
 * The name a staff download is saved under, made by the gateway from the kind of file (its
 * upload field), its place among that field's files and the type the gateway checked: never
 * the name the sender gave it. A file sent as `letter.html` that is a PDF is saved as
 * `id-copy-1.pdf`, so the computer that saves it opens it with a PDF reader, not a browser.
 * The gateway names its answer with it (Content-Disposition), and the case page saves the
 * bytes under the same name.
 */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** `idCopy`, 0, `application/pdf` → `id-copy-1.pdf`; only a-z, 0-9 and `-` before the dot. */
export function downloadName(field: string, position: number, mediaType: string): string {
  const kind =
    field
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'file'
  const n = Number.isSafeInteger(position) && position >= 0 ? position + 1 : 1
  return `${kind}-${n}.${EXTENSIONS[mediaType] ?? 'bin'}`
}
