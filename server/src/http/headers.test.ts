import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { fail, ok } from './envelope'
import { jsonAnswer } from './headers'
import {
  API_CONTENT_SECURITY_POLICY,
  ASSET_HEADERS,
  SECURITY_HEADERS,
  securityHeaders,
} from './security'

/** The gateway's header middlewares around answers built every way a route may build them. */
function app() {
  const app = new Hono()
  app.use(securityHeaders())
  app.post('/api/envelope', (c) => ok(c, { fine: true }))
  app.post('/api/retry', (c) => fail(c, 429, 'Slow down', undefined, { 'Retry-After': '7' }))
  app.post('/api/replay', () => new Response('{"success":true}', { status: 200 }))
  app.post('/api/text', (c) => c.text('plain'))
  app.post('/api/replaced', async (c, next) => {
    await next()
    c.res = new Response('{}', { headers: { 'content-type': 'application/json' } })
  })
  app.post('/api/replaced', (c) => ok(c, {}))
  app.get('/page', (c) => c.html('<p>page</p>'))
  app.get('/page-envelope', (c) => jsonAnswer(c, '{}', 200))
  app.get('/assets/app-1234.js', (c) =>
    c.body('export {}', 200, { 'content-type': 'text/javascript' }),
  )
  app.get('/sw.js', (c) => c.body('self', 200, { 'content-type': 'text/javascript' }))
  return app
}

/** Every security header; JSON answers under /api carry the API's own, stricter policy. */
function expectSecurity(response: Response, api = true) {
  const expected = api
    ? { ...SECURITY_HEADERS, 'Content-Security-Policy': API_CONTENT_SECURITY_POLICY }
    : SECURITY_HEADERS
  for (const [name, value] of Object.entries(expected)) {
    expect(response.headers.get(name)).toBe(value)
  }
}

describe('planned headers', () => {
  it('builds envelope answers with the security headers, no-store and JSON type', async () => {
    const response = await app().request('/api/envelope', { method: 'POST' })
    expectSecurity(response)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ success: true, data: { fine: true } })
  })

  it('adds an answer’s own headers to the planned ones', async () => {
    const response = await app().request('/api/retry', { method: 'POST' })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('7')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expectSecurity(response)
  })

  it('sets every planned header on answers built without them', async () => {
    for (const path of ['/api/replay', '/api/text', '/api/replaced']) {
      const response = await app().request(path, { method: 'POST' })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expectSecurity(response)
    }
  })

  it('plans no-store only under /api, and security headers everywhere', async () => {
    for (const path of ['/page', '/page-envelope']) {
      const response = await app().request(path)
      expectSecurity(response, false)
      expect(response.headers.get('cache-control')).toBeNull()
    }
  })

  it('sends a built asset only the headers a subresource obeys; the service worker gets all', async () => {
    const asset = await app().request('/assets/app-1234.js')
    for (const [name, value] of Object.entries(ASSET_HEADERS)) {
      expect(asset.headers.get(name)).toBe(value)
    }
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
      expect(asset.headers.get(name)).toBeNull()
    }
    // A worker script is governed by its own CSP: it is not under /assets/.
    expectSecurity(await app().request('/sw.js'), false)
  })

  it('answers without any plan when no middleware planned headers', async () => {
    const bare = new Hono().get('/', (c) => jsonAnswer(c, '{"a":1}', 200))
    const response = await bare.request('/')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('content-security-policy')).toBeNull()
  })
})
