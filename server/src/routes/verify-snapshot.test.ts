/**
 * `verify/snapshot`: the signed offline copy of the register. It carries every product flagged,
 * recalled or suspended and every number reported as a scam, nothing else; it checks with the
 * key `keys/public` answers and is refused when one byte changes; a phone holding the current
 * copy gets 304; a change of either register on any gateway makes a new one.
 */
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { base64UrlDecode, type PublicJwk, verifyJws } from '../../../src/shared/jws'
import {
  readSnapshotPayload,
  SNAPSHOT_TYP,
  type SnapshotPayload,
} from '../../../src/shared/verify-snapshot'
import { expectFailure, KEY, postJson, testApp } from '../testing'
import {
  FIXED_NOW,
  verificationFixture,
  type VerificationFixture,
} from '../verification/test-support'

let fx: VerificationFixture
let key: PublicJwk

beforeAll(async () => {
  fx = await verificationFixture()
  key = ((await (await postJson(fx.app, '/api/keys/public', {})).json()) as { data: PublicJwk })
    .data
}, 60_000)
afterAll(async () => {
  await fx.db.close()
})

const get = (headers: Record<string, string> = {}, app = fx.app) =>
  app.request('/api/verify/snapshot', { headers: { 'x-api-key': KEY, ...headers } })

async function tokenOf(response: Response): Promise<string> {
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { token: string } }).data.token
}

async function payloadOf(token: string): Promise<SnapshotPayload> {
  const checked = await verifyJws(token, key, { maxLength: Infinity })
  if (!checked.ok) throw new Error(`refused: ${checked.reason}`)
  expect(checked.header).toEqual({ alg: 'EdDSA', kid: key.kid, typ: SNAPSHOT_TYP })
  const payload = readSnapshotPayload(checked.payload)
  if (!payload) throw new Error('not a snapshot payload')
  return payload
}

/** A later moment, past the second a gateway trusts the registers' versions it read. */
const later = () => (fx.clock.time += 1_500)

describe('verify/snapshot', () => {
  it('carries the flagged, recalled and suspended products and the reported numbers only', async () => {
    const payload = await payloadOf(await tokenOf(await get()))
    expect(payload.asOf).toBe(new Date(FIXED_NOW).toISOString())
    expect(payload.products).toContainEqual([
      'BWP400004',
      'Electric kettle 1.7 L',
      'recalled',
      expect.stringContaining('lid'),
    ])
    expect(payload.products).toContainEqual([
      'BWP500005',
      'Skin lightening cream 50 ml',
      'suspended',
      expect.any(String),
    ])
    expect(payload.products).toContainEqual([
      'BWP900009',
      'Paracetamol tablets 500 mg (24)',
      'flagged',
      'Reported counterfeit',
    ])
    const [{ n }] = (await fx.db.query<{ n: number }>(
      `select count(*)::int as n from products where status <> 'Registered'`,
    )) as [{ n: number }]
    expect(payload.products).toHaveLength(n)
    const codes = payload.products.map(([code]) => code)
    expect(codes).not.toContain('BWP100001')
    expect(codes).not.toContain('BWP300003')
    // Genuine and expired products are not in it: offline, they are unconfirmed, never genuine.
    expect(payload.callers).toEqual(
      expect.arrayContaining([
        ['+26772000002', 7],
        ['+26773999888', 12],
        ['+26774555123', 3],
      ]),
    )
    const numbers = payload.callers.map(([phone]) => phone)
    expect(numbers).not.toContain('+26771000001')
    expect(numbers).not.toContain('+2673900100')
  })

  it('is refused when one byte of it changes', async () => {
    const token = await tokenOf(await get())
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const bytes = base64UrlDecode(payload)
    const text = new TextDecoder().decode(bytes).replace('"flagged"', '"flaggeD"')
    const changed = `${header}.${Buffer.from(text).toString('base64url')}.${signature}`
    expect(await verifyJws(changed, key, { maxLength: Infinity })).toEqual({
      ok: false,
      reason: 'signature',
    })
    // A changed signature byte too.
    const last = signature.at(-2) === 'A' ? 'B' : 'A'
    const badSignature = `${header}.${payload}.${signature.slice(0, -2)}${last}${signature.at(-1)}`
    expect((await verifyJws(badSignature, key, { maxLength: Infinity })).ok).toBe(false)
  })

  it('answers 304 to the phone that holds the current copy, the same from a second gateway', async () => {
    later()
    const first = await get()
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"p\d+\.c\d+\.[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const again = await get({ 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const other = testApp(fx.db, { vars: { RATE_LIMIT_PER_MINUTE: '1000000' } })
    expect((await get({ 'if-none-match': etag }, other)).status).toBe(304)
  })

  it('is made again when a product is flagged or a number reported, on any gateway', async () => {
    later()
    const before = await get()
    const etag = before.headers.get('etag')!
    await fx.db.query(
      `update products set status = 'Reported', reason = 'Sold as fake' where code = 'BWP100001'`,
    )
    await fx.db.query(`update caller_ids set status = 'reported' where phone = '+26771000001'`)
    later()
    const after = await get({ 'if-none-match': etag })
    expect(after.headers.get('etag')).not.toBe(etag)
    const payload = await payloadOf(await tokenOf(after))
    expect(payload.products).toContainEqual([
      'BWP100001',
      'Cooking oil 2 L',
      'flagged',
      'Sold as fake',
    ])
    expect(payload.callers).toContainEqual(['+26771000001', 0])
    await fx.db.query(
      `update products set status = 'Registered', reason = null where code = 'BWP100001'`,
    )
    await fx.db.query(`update caller_ids set status = 'verified' where phone = '+26771000001'`)
    later()
    const restored = await payloadOf(await tokenOf(await get()))
    expect(restored.products.map(([code]) => code)).not.toContain('BWP100001')
  })

  it('goes gzipped to a client that takes gzip, and answers POST the same', async () => {
    later()
    const plain = await get()
    const text = await plain.text()
    const zipped = await get({ 'accept-encoding': 'gzip, br' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding')
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(text)
    const posted = await postJson(fx.app, '/api/verify/snapshot', {})
    expect(posted.status).toBe(200)
    expect(await posted.text()).toBe(text)
  })

  it('needs the gateway key, as every call', async () => {
    await expectFailure(await get({ 'x-api-key': '' }), 401)
  })
})
