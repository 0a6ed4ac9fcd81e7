import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { checkUpload, NOT_A_PDF, NOT_A_PICTURE, type UploadRule } from './check'
import { HEAD_BYTES } from './pdf'
import { samplePdf } from './sample-pdf'
import { picture, received, withJpegComment } from './test-files'

const PHOTO: UploadRule = { types: ['image/jpeg', 'image/png', 'image/webp'], picture: true }
const DOCUMENT: UploadRule = {
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
}
const HTML = '<html><body><script>alert(document.cookie)</script></body></html>'

describe('checkUpload', () => {
  it('re-encodes a JPEG with HTML in a comment segment: the copy holds no HTML', async () => {
    const original = withJpegComment(await picture('jpeg', 800, 600), HTML)
    const file = received('photos', original)
    const result = await checkUpload(file, PHOTO)
    if (!result.ok) throw new Error(result.error.message)
    const stored = readFileSync(result.upload.path)
    expect(stored.includes('<script>')).toBe(false)
    expect(result.upload).toMatchObject({ type: 'image/jpeg', size: stored.length })
    expect(result.upload.sha256).not.toBe(file.sha256)
    expect(await sharp(stored).metadata()).toMatchObject({ width: 800, height: 600 })
  })

  it('strips location and other metadata from a picture', async () => {
    const exif = { IFD0: { Make: 'PhoneMaker', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'S' } }
    const original = await picture('jpeg', 700, 700, { exif })
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const result = await checkUpload(received('photos', original), PHOTO)
    if (!result.ok) throw new Error(result.error.message)
    const meta = await sharp(readFileSync(result.upload.path)).metadata()
    expect(meta.exif).toBeUndefined()
  })

  it('refuses a PNG that is only a header, with a plain message', async () => {
    const header = Buffer.alloc(33)
    header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    header.write('IHDR', 12, 'latin1')
    header.writeUInt32BE(800, 16)
    header.writeUInt32BE(600, 20)
    const result = await checkUpload(received('photos', header), PHOTO)
    expect(result).toEqual({
      ok: false,
      status: 415,
      error: { path: 'photos', message: NOT_A_PICTURE },
    })
  })

  it('refuses a picture that stops half way', async () => {
    const whole = await picture('png', 600, 600)
    const result = await checkUpload(received('photos', whole.subarray(0, 200)), PHOTO)
    expect(result.ok).toBe(false)
  })

  it('holds pictures to 512 to 1920 px from the decoded image', async () => {
    for (const [width, height, message] of [
      [400, 900, 'Choose a picture at least 512 pixels wide and high'],
      [2400, 1200, 'The picture must be 1920 pixels or smaller on its longest side'],
    ] as const) {
      const result = await checkUpload(
        received('photos', await picture('webp', width, height)),
        PHOTO,
      )
      expect(result).toEqual({ ok: false, status: 400, error: { path: 'photos', message } })
    }
  })

  it('takes a real PDF as it is', async () => {
    const file = received('document', samplePdf({ size: 5000 }))
    const result = await checkUpload(file, DOCUMENT)
    expect(result).toEqual({
      ok: true,
      upload: {
        field: 'document',
        name: 'file',
        type: 'application/pdf',
        sha256: file.sha256,
        size: file.size,
        path: file.path,
      },
    })
  })

  it('refuses %PDF- followed by HTML, a bare header, and HTML appended after %%EOF', async () => {
    const cases = [
      Buffer.from(`%PDF-1.7\n${HTML}`),
      Buffer.from('%PDF-1.4\n'),
      Buffer.concat([samplePdf(), Buffer.from(HTML)]),
      Buffer.from(
        samplePdf()
          .toString('latin1')
          .replace(/startxref\n\d+/, 'startxref\n999999'),
      ),
    ]
    for (const bytes of cases) {
      const result = await checkUpload(received('document', bytes), DOCUMENT)
      expect(result).toEqual({
        ok: false,
        status: 415,
        error: { path: 'document', message: NOT_A_PDF },
      })
    }
  })

  it('refuses a whole PDF that is a web page too, by the markup in its first 4 KB', async () => {
    // Each is a PDF a reader opens; saved as .html, a browser would run its script.
    const padding = `%${'x'.repeat(1500)}\n`
    const polyglots = [
      // Markup past the first kilobyte, as a comment of the PDF.
      samplePdf({ head: `${padding}%${HTML}\n` }),
      samplePdf({ head: `${padding}${padding}%<SVG OnLoad=alert(1)>\n` }),
      // In a string of a stream, without any tag a browser needs to see first.
      samplePdf({ text: '<a href="javascript:alert(1)">open</a>' }),
      samplePdf({ text: '<IMG SRC=x onerror=alert(1)>' }),
      samplePdf({ text: '< iframe src=//example.org>' }),
    ]
    for (const bytes of polyglots) {
      const result = await checkUpload(received('document', bytes), DOCUMENT)
      expect(result).toEqual({
        ok: false,
        status: 415,
        error: { path: 'document', message: NOT_A_PDF },
      })
    }
  })

  it('takes a PDF whose markers lie past the first 4 KB, and one with XMP metadata', async () => {
    const deep = samplePdf({ head: `%${'x'.repeat(HEAD_BYTES)}\n%<script>\n` })
    expect((await checkUpload(received('document', deep), DOCUMENT)).ok).toBe(true)
    const xmp = samplePdf({
      head: '%<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">\n',
    })
    expect((await checkUpload(received('document', xmp), DOCUMENT)).ok).toBe(true)
  })

  it('answers 415 with the rule’s words for a type the field does not take', async () => {
    const rule = { ...PHOTO, typeMessage: 'Each picture must be a JPG, PNG or WebP' }
    const result = await checkUpload(received('photos', samplePdf()), rule)
    expect(result).toEqual({
      ok: false,
      status: 415,
      error: { path: 'photos', message: 'Each picture must be a JPG, PNG or WebP' },
    })
  })
})
