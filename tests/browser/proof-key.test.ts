/**
 * The gateway's signing key on the device, in Chromium against a real gateway: the service
 * worker keeps `keys/public` when it installs, and a token the gateway signed is then checked
 * offline by the app's own code (src/gateway/proof-key.ts over src/shared/jws.ts), with
 * Chromium's WebCrypto Ed25519, and with the pure-JS check a browser without it uses.
 *
 * No page uses these modules yet, so this test bundles proof-key.ts (rolldown) into its own copy
 * of the build, where the page imports it from its own origin, as a page's chunk would come.
 */
import { generateKeyPairSync } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { rolldown } from 'rolldown'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/src/main'
import { signingKey, signingKeyOf } from '../../server/src/signing/keys'
import { KEY } from '../../server/src/testing'
import { launch, waitForServiceWorker } from './browser'

const HARNESS = '/test-proof-key.js'
let browser: Browser
let server: RunningServer
let root: string
let context: BrowserContext
let page: Page

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'scamlock-proof-key-'))
  cpSync(process.env.DIST_DIR ?? 'dist', join(root, 'dist'), { recursive: true })
  const bundle = await rolldown({
    input: 'src/gateway/proof-key.ts',
    platform: 'browser',
    transform: { define: { 'import.meta.env': '{}' } },
  })
  await bundle.write({ file: join(root, 'dist', HARNESS), format: 'esm', codeSplitting: false })
  await bundle.close()
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(root, 'data'),
    distDir: join(root, 'dist'),
    serveApp: true,
    quiet: true,
  })
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})
beforeEach(async () => {
  context = await browser.newContext({ baseURL: server.url })
  page = await context.newPage()
})
afterEach(async () => {
  await context?.close()
})

/** The gateway's key as `keys/public` answers it. */
async function gatewayKey(): Promise<Record<string, string>> {
  const answer = await fetch(`${server.url}/api/keys/public`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: '{}',
  })
  return ((await answer.json()) as { data: Record<string, string> }).data
}

/** What the service worker kept, read in the page. */
const keptKey = () =>
  page.evaluate(async () => {
    const kept = await (await caches.open('keys')).match('/__keys/proof.jwk.json')
    return kept ? ((await kept.json()) as Record<string, string>) : undefined
  })

/** Loads the app's module into the page (while online) as `window.proofKey`. */
const loadHarness = () =>
  page.evaluate(`import(${JSON.stringify(HARNESS)}).then((module) => { window.proofKey = module })`)

const check = (token: string) =>
  page.evaluate(
    `window.proofKey.checkGatewaySignature(${JSON.stringify(token)})`,
  ) as Promise<unknown>

async function visitOnce() {
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.waitForFunction(
    async () => Boolean(await (await caches.open('keys')).match('/__keys/proof.jwk.json')),
    undefined,
    { timeout: 30_000, polling: 200 },
  )
}

describe("the gateway's key on the device", () => {
  it('is kept after one visit, and checks what the gateway signed offline', async () => {
    await visitOnce()
    const key = await gatewayKey()
    expect(await keptKey()).toEqual(key)
    // Chromium has Ed25519 in WebCrypto (since 137): the native check is the one used here.
    expect(
      await page.evaluate(async (x) => {
        const raw = Uint8Array.from(atob(x.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
          c.charCodeAt(0),
        )
        const imported = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, [
          'verify',
        ])
        return imported.algorithm.name
      }, key.x!),
    ).toBe('Ed25519')

    const signer = await signingKey(server.db, server.env)
    const payload = { reference: 'EX-7K3M9Q2P', until: '2027-06-30' }
    const token = signer.sign(payload, 'exclusion-proof')
    await loadHarness()
    await context.setOffline(true)
    expect(await check(token)).toEqual({
      ok: true,
      header: { alg: 'EdDSA', kid: key.kid, typ: 'exclusion-proof' },
      payload,
    })
    // Another end date, the same signature.
    const [header, , signature] = token.split('.')
    const changed = Buffer.from(JSON.stringify({ ...payload, until: '2099-12-31' })).toString(
      'base64url',
    )
    expect(await check(`${header}.${changed}.${signature}`)).toEqual({
      ok: false,
      reason: 'signature',
    })
    // A key of someone else's, named in the token: offline, the kept key refuses it.
    const forger = signingKeyOf(generateKeyPairSync('ed25519').privateKey)
    expect(await check(forger.sign(payload))).toEqual({ ok: false, reason: 'key' })
  })

  it('checks with the pure-JS Ed25519 in a browser without it in WebCrypto', async () => {
    await visitOnce()
    // As Chrome before 137 answers: the algorithm is not known.
    await page.evaluate(() => {
      const importKey = crypto.subtle.importKey.bind(crypto.subtle)
      crypto.subtle.importKey = ((...args: Parameters<SubtleCrypto['importKey']>) => {
        const algorithm = args[2] as { name?: string } | string
        const name = typeof algorithm === 'string' ? algorithm : algorithm.name
        if (name === 'Ed25519') {
          return Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'))
        }
        return importKey(...args)
      }) as SubtleCrypto['importKey']
    })
    const signer = await signingKey(server.db, server.env)
    const token = signer.sign({ reference: 'EX-7K3M9Q2P' })
    await loadHarness()
    await context.setOffline(true)
    expect(await check(token)).toMatchObject({ ok: true, payload: { reference: 'EX-7K3M9Q2P' } })
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`
    expect(await check(`${header}.${payload}.${flipped}`)).toEqual({
      ok: false,
      reason: 'signature',
    })
  })

  it('refuses a kept key whose id is not its own, and fetches the right one again', async () => {
    await visitOnce()
    const key = await gatewayKey()
    await page.evaluate(async (x) => {
      const forged = { kty: 'OKP', crv: 'Ed25519', x, kid: 'not-its-thumbprint' }
      const cache = await caches.open('keys')
      await cache.put('/__keys/proof.jwk.json', new Response(JSON.stringify(forged)))
    }, key.x!)
    await loadHarness()
    expect(await page.evaluate('window.proofKey.keptProofKey()')).toBeUndefined()
    expect(await page.evaluate('window.proofKey.proofKey()')).toEqual(key)
    expect(await keptKey()).toEqual(key)
  })
})
