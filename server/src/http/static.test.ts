import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'
import { expectFailure, KEY, postJson, testApp, testDb, type TestApp } from '../testing'
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from './security'

let db: Db
let app: TestApp
let dist: string
const shell = `<!doctype html><html><head><title>ScamLock</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`
const script = `console.log(${JSON.stringify('x'.repeat(3000))})`

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'scamlock-dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'icons'))
  writeFileSync(join(dist, 'index.html'), shell)
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script)
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {})')
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"ScamLock"}')
  writeFileSync(join(dist, 'icons', 'icon-192.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
  db = await testDb()
  app = testApp(db, { serveApp: true, vars: { DIST_DIR: dist } })
})
afterAll(async () => {
  await db.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

describe('production mode: the built app', () => {
  it('serves the shell at / with no-cache', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toBe(shell)
  })

  it('falls back to the shell for app routes, with no-cache', async () => {
    for (const path of [
      '/verify/agent',
      '/self-help/exclusions/self',
      '/qr-verify/promotion/PRM2026/WINTER',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toBe(shell)
    }
  })

  it('never gives the shell under /api: the JSON 404 or 405 instead', async () => {
    await expectFailure(await get('/api/no-such-call', { 'x-api-key': KEY }), 404)
    await expectFailure(await get('/api', { 'x-api-key': KEY }), 404)
    await expectFailure(await get('/api/test/strict', { 'x-api-key': KEY }), 405)
    await expectFailure(await postJson(app, '/api/nothing/here', {}), 404)
  })

  it('caches hashed assets for a year and answers a missing one with 404, not the shell', async () => {
    const response = await get('/assets/index-abc123.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(script)
    const missing = await get('/assets/index-old999.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('<html')
  })

  it('revalidates the service worker and the manifest; caches other files briefly', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache')
    expect((await get('/index.html')).headers.get('cache-control')).toBe('no-cache')
    expect((await get('/manifest.webmanifest')).headers.get('cache-control')).toBe('no-cache')
    expect((await get('/icons/icon-192.png')).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    )
  })

  it('gzips text when the client accepts it, and only then', async () => {
    const zipped = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(script)
    const shellZipped = await get('/self-help', { 'accept-encoding': 'gzip' })
    expect(shellZipped.headers.get('content-encoding')).toBe('gzip')
    const api = await get('/api/health', { 'accept-encoding': 'gzip' })
    expect(api.headers.get('content-encoding')).toBeNull()
    const plain = await get('/assets/index-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it('sends the security headers on every document and answer, and a script only its own', async () => {
    const responses = [
      await get('/'),
      await get('/verify/agent'),
      await get('/api/health'),
      await postJson(app, '/api/nothing', {}),
    ]
    for (const [index, response] of responses.entries()) {
      // The page's policy on the app, the strictest one (no source at all) on JSON answers.
      expect(response.headers.get('content-security-policy')).toBe(
        index < 2 ? CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY,
      )
      expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-inline/)
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('permissions-policy')).toBe(
        'camera=(self), microphone=(), geolocation=(self), payment=()',
      )
    }
    // A built script is never a document: it keeps nosniff and the resource policy only.
    const script = await get('/assets/index-abc123.js')
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(script.headers.get('content-security-policy')).toBeNull()
    expect(script.headers.get('x-frame-options')).toBeNull()
  })

  it('does not serve files outside DIST_DIR', async () => {
    const response = await get('/../package.json')
    expect(await response.text()).not.toContain('"dependencies"')
    const encoded = await get('/%2e%2e/package.json')
    expect(await encoded.text()).not.toContain('"dependencies"')
  })

  it('answers probes for files with 404, not the app page', async () => {
    for (const path of [
      '/.env',
      '/.git/config',
      '/backup.sql',
      '/admin/.htpasswd',
      '/wp-login.php',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toBe(shell)
    }
  })
})
