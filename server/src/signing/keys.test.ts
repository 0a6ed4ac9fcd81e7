/**
 * The gateway's signing key and `keys/public`: made once and kept in the database (several
 * gateways asking at once get one key), or PROOF_SIGNING_KEY; what it signs checks with the
 * key `keys/public` answers, on the gateway (node:crypto) and as the app checks (WebCrypto).
 */
import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifyJws } from '../../../src/shared/jws'
import { expectFailure, KEY, postJson, testApp, testDb, useTestGateway } from '../testing'
import { readOrMakeKey, signingKey, signingKeyOf, thumbprint } from './keys'
import { verifyOnGateway } from './verify'

const gateway = useTestGateway()

const publicKey = async (app = gateway.app) => {
  const answer = await postJson(app, '/api/keys/public', {})
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: Record<string, string> }).data
}

describe('keys/public', () => {
  it('answers the public key as a JWK with its RFC 7638 thumbprint as kid', async () => {
    const key = await publicKey()
    expect(key).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      kid: thumbprint(key.x!),
      alg: 'EdDSA',
      use: 'sig',
    })
    expect(key).not.toHaveProperty('d')
    // The same on every call, and from a second gateway on the same database.
    expect(await publicKey()).toEqual(key)
    expect(await publicKey(testApp(gateway.db))).toEqual(key)
    const [count] = await gateway.db.query<{ n: number }>(
      'select count(*)::int as n from signing_keys',
    )
    expect(count?.n).toBe(1)
  })

  it('needs the gateway key, as every call', async () => {
    await expectFailure(
      await postJson(gateway.app, '/api/keys/public', {}, { 'x-api-key': undefined }),
      401,
    )
  })

  it('answers GET too, kept an hour and revalidated by its ETag', async () => {
    const key = await publicKey()
    const get = (headers: Record<string, string> = {}) =>
      gateway.app.request('/api/keys/public', { headers: { 'x-api-key': KEY, ...headers } })
    const answer = await get()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(answer.headers.get('etag')).toBe(`"${key.kid}"`)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await answer.json()).toEqual({ success: true, data: key })
    const again = await get({ 'if-none-match': `"${key.kid}"` })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('cache-control')).toBe('public, max-age=3600')
    expect((await get({ 'if-none-match': '"another"' })).status).toBe(200)
  })
})

describe('the signing key', () => {
  it('signs compact JWS that check with the published key, on the gateway and as the app does', async () => {
    const key = await signingKey(gateway.db, {})
    const jwk = await publicKey()
    const payload = { reference: 'EX-7K3M9Q2P', until: '2027-06-30' }
    const token = key.sign(payload, 'exclusion-proof')
    const [header] = token.split('.')
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'EdDSA',
      kid: jwk.kid,
      typ: 'exclusion-proof',
    })
    const expected = {
      ok: true,
      header: { alg: 'EdDSA', kid: jwk.kid, typ: 'exclusion-proof' },
      payload,
    }
    expect(await verifyOnGateway(token, jwk as never)).toEqual(expected)
    expect(await verifyJws(token, jwk as never)).toEqual(expected)
    const other = signingKeyOf(generateKeyPairSync('ed25519').privateKey)
    // Another key's token names that key: refused before its signature is checked.
    expect(await verifyOnGateway(other.sign(payload), jwk as never)).toEqual({
      ok: false,
      reason: 'key',
    })
  })

  it('is made once when several gateways ask at the same moment', async () => {
    const db = await testDb()
    try {
      const keys = await Promise.all(Array.from({ length: 6 }, () => readOrMakeKey(db)))
      expect(new Set(keys.map((key) => signingKeyOf(key).kid)).size).toBe(1)
      const [count] = await db.query<{ n: number }>('select count(*)::int as n from signing_keys')
      expect(count?.n).toBe(1)
    } finally {
      await db.close()
    }
  })

  it('is PROOF_SIGNING_KEY when set, and then nothing is stored', async () => {
    const db = await testDb()
    try {
      const { privateKey } = generateKeyPairSync('ed25519')
      const setting = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')
      const app = testApp(db, { vars: { PROOF_SIGNING_KEY: setting } })
      const key = await publicKey(app)
      expect(key.kid).toBe(signingKeyOf(privateKey).kid)
      const [count] = await db.query<{ n: number }>('select count(*)::int as n from signing_keys')
      expect(count?.n).toBe(0)
    } finally {
      await db.close()
    }
  })
})
