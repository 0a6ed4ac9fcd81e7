/**
 * Strict-Transport-Security only on answers that came over TLS: the socket's own, or the
 * proxy's word when TRUST_PROXY says there is a proxy to believe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { KEY, testApp, testDb } from '../testing'
import { STRICT_TRANSPORT_SECURITY } from './security'

let db: Db
beforeAll(async () => {
  db = await testDb()
})
afterAll(async () => {
  await db.close()
})

const behindProxy = () => testApp(db, { vars: { TRUST_PROXY: 'true' } })
const direct = () => testApp(db)
const tls = { incoming: { socket: { remoteAddress: '203.0.113.9', encrypted: true } } }
const plain = { incoming: { socket: { remoteAddress: '203.0.113.9' } } }

function get(
  app: ReturnType<typeof testApp>,
  path: string,
  headers: Record<string, string>,
  socket: object,
) {
  return app.request(path, { headers: { 'x-api-key': KEY, ...headers } }, socket as never)
}

describe('Strict-Transport-Security', () => {
  it('is sent on a page and a JSON answer when the socket is encrypted', async () => {
    for (const path of ['/api/health', '/self-help']) {
      const response = await get(direct(), path, {}, tls)
      expect(response.headers.get('strict-transport-security'), path).toBe(
        STRICT_TRANSPORT_SECURITY,
      )
    }
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains')
  })

  it('is sent behind a trusted proxy that says the request came over https', async () => {
    const response = await get(
      behindProxy(),
      '/api/health',
      { 'x-forwarded-proto': 'https' },
      plain,
    )
    expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY)
    // Several proxies: the first (the client's side) is the one that counts.
    const chained = await get(
      behindProxy(),
      '/api/health',
      { 'x-forwarded-proto': 'HTTPS, http' },
      plain,
    )
    expect(chained.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY)
  })

  it('is never sent over plain http', async () => {
    const answers = [
      await get(direct(), '/api/health', {}, plain),
      await get(behindProxy(), '/api/health', { 'x-forwarded-proto': 'http' }, plain),
      await get(behindProxy(), '/api/health', {}, plain),
      // Without TRUST_PROXY the header is anybody's to send.
      await get(direct(), '/api/health', { 'x-forwarded-proto': 'https' }, plain),
    ]
    for (const response of answers) {
      expect(response.status).toBe(200)
      expect(response.headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('keeps the other security headers beside it', async () => {
    const response = await get(direct(), '/api/health', {}, tls)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(self), microphone=(), geolocation=(self), payment=()',
    )
  })
})
