import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../http/security'
import { downloadName } from '../../../src/shared/download-name'
import { contentDisposition, FILE_CSP, fileAnswer } from './serve'

describe('fileAnswer (files for staff)', () => {
  it('sends a file as a sandboxed download that no browser sniffs into a page', async () => {
    const app = new Hono()
    app.use(securityHeaders())
    const html = new TextEncoder().encode('%PDF-1.7 <script>alert(1)</script>')
    app.get('/file', (c) =>
      fileAnswer(c, { bytes: html, type: 'application/pdf', field: 'idCopy', position: 0 }),
    )
    const response = await app.request('/file')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    // The gateway's name, from the field and the checked type.
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="id-copy-1.pdf"')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    // The file's own policy, not the app's: sandboxed, nothing allowed.
    expect(response.headers.get('content-security-policy')).toBe(FILE_CSP)
    expect(FILE_CSP).toMatch(/default-src 'none'/)
    expect(FILE_CSP).toMatch(/\bsandbox\b/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(html)
  })

  it('names a file from its kind, its place and its checked type, whatever the field holds', () => {
    expect(downloadName('idCopy', 0, 'application/pdf')).toBe('id-copy-1.pdf')
    expect(downloadName('photos', 2, 'image/jpeg')).toBe('photos-3.jpg')
    expect(downloadName('productPhoto', 0, 'image/webp')).toBe('product-photo-1.webp')
    expect(downloadName('', 0, 'image/png')).toBe('file-1.png')
    expect(downloadName('a"\r\nb;c\\d', 0, 'text/html')).toBe('a-b-c-d-1.bin')
    expect(contentDisposition('x"\r\n.html')).toBe('attachment; filename="x___.html"')
  })
})
