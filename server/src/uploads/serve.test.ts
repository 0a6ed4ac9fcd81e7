import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../http/security'
import { contentDisposition, FILE_CSP, fileAnswer } from './serve'

describe('fileAnswer (files for staff)', () => {
  it('sends a file as a sandboxed download that no browser sniffs into a page', async () => {
    const app = new Hono()
    app.use(securityHeaders())
    const html = new TextEncoder().encode('%PDF-1.7 <script>alert(1)</script>')
    app.get('/file', (c) =>
      fileAnswer(c, { bytes: html, type: 'application/pdf', name: 'rapport "été".pdf' }),
    )
    const response = await app.request('/file')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="rapport __t__.pdf"; filename*=UTF-8''rapport%20%22%C3%A9t%C3%A9%22.pdf`,
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    // The file's own policy, not the app's: sandboxed, nothing allowed.
    expect(response.headers.get('content-security-policy')).toBe(FILE_CSP)
    expect(FILE_CSP).toMatch(/default-src 'none'/)
    expect(FILE_CSP).toMatch(/\bsandbox\b/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(html)
  })

  it('names a file safely whatever its name holds', () => {
    expect(contentDisposition('')).toBe(`attachment; filename="file"; filename*=UTF-8''file`)
    expect(contentDisposition('a\r\nb;c\\d')).not.toMatch(/[\r\n]/)
    expect(contentDisposition("x'(*).pdf")).toContain(`filename*=UTF-8''x%27%28%2A%29.pdf`)
    expect(() => contentDisposition('\ud800.pdf')).not.toThrow()
  })
})
