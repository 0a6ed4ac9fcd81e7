// @vitest-environment node
/**
 * The checking side of the gateway's signatures, as the app runs it: WebCrypto's Ed25519
 * (Node 22's here, the same API as Chromium's, Firefox's and Safari's), and the pure-JS check
 * for browsers without it. Tokens are signed here with node:crypto, as the gateway signs.
 */
import {
  createHmac,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
} from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  base64UrlDecode,
  base64UrlEncode,
  jwkThumbprint,
  MAX_JWS_LENGTH,
  nobleVerify,
  parseJws,
  type PublicJwk,
  verifyJws,
  webCryptoVerify,
} from './jws'

const b64 = (data: string | Uint8Array) => Buffer.from(data).toString('base64url')

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const { x } = publicKey.export({ format: 'jwk' }) as { x: string }
  return { privateKey, jwk: { kty: 'OKP', crv: 'Ed25519', x } as PublicJwk }
}

/** A compact JWS made by hand: any header, any payload text, signed by `key`. */
function token(key: KeyObject, header: object, payload: string | object): string {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
  const input = `${b64(JSON.stringify(header))}.${b64(body)}`
  return `${input}.${b64(sign(null, Buffer.from(input), key))}`
}

const gateway = keyPair()
const kid = await jwkThumbprint(gateway.jwk)
const proof = { reference: 'EX-7K3M9Q2P', name: 'Mpho Dube', until: '2027-06-30' }
const good = token(gateway.privateKey, { alg: 'EdDSA', kid }, proof)

describe('verifyJws', () => {
  it('gives back the payload of a token the key signed, with or without kid', async () => {
    expect(await verifyJws(good, gateway.jwk)).toEqual({
      ok: true,
      header: { alg: 'EdDSA', kid },
      payload: proof,
    })
    expect(await verifyJws(good, { ...gateway.jwk, kid })).toMatchObject({ ok: true })
    const bare = token(gateway.privateKey, { alg: 'EdDSA', typ: 'JWT' }, { a: 1 })
    expect(await verifyJws(bare, gateway.jwk)).toMatchObject({ ok: true, payload: { a: 1 } })
  })

  it('refuses the token with any one character changed, wherever it is', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    for (let i = 0; i < good.length; i++) {
      const was = good[i]!
      // The next character of the alphabet: the smallest change there is (a dot becomes 'A').
      const next = alphabet[(alphabet.indexOf(was) + 1) % alphabet.length]!
      const changed = `${good.slice(0, i)}${next}${good.slice(i + 1)}`
      const result = await verifyJws(changed, gateway.jwk)
      expect(result.ok, `character ${i} ('${was}' to '${next}')`).toBe(false)
    }
  })

  it('refuses one flipped bit in the signed bytes or the signature', async () => {
    const [header, payload, signature] = good.split('.') as [string, string, string]
    const bytes = [base64UrlDecode(header), base64UrlDecode(payload), base64UrlDecode(signature)]
    for (let part = 0; part < 3; part++) {
      for (let i = 0; i < bytes[part]!.length; i++) {
        const flipped = bytes.map((item) => item.slice())
        flipped[part]![i]! ^= 0x01
        const changed = flipped.map((item) => base64UrlEncode(item)).join('.')
        expect((await verifyJws(changed, gateway.jwk)).ok).toBe(false)
      }
    }
  })

  it('refuses a token signed by another key', async () => {
    const other = keyPair()
    const otherKid = await jwkThumbprint(other.jwk)
    // Claiming the gateway's key id: the signature does not verify.
    const forged = token(other.privateKey, { alg: 'EdDSA', kid }, proof)
    expect(await verifyJws(forged, gateway.jwk)).toEqual({ ok: false, reason: 'signature' })
    // Naming its own: refused before any signature check.
    const named = token(other.privateKey, { alg: 'EdDSA', kid: otherKid }, proof)
    expect(await verifyJws(named, gateway.jwk)).toEqual({ ok: false, reason: 'key' })
    const unnamed = token(other.privateKey, { alg: 'EdDSA' }, proof)
    expect(await verifyJws(unnamed, gateway.jwk)).toEqual({ ok: false, reason: 'signature' })
  })

  it('refuses every other algorithm, a key carried in the token, and header members it does not take', async () => {
    const input = (header: object) => `${b64(JSON.stringify(header))}.${b64(JSON.stringify(proof))}`
    // alg "none", with and without a signature part.
    expect(await verifyJws(`${input({ alg: 'none' })}.`, gateway.jwk)).toEqual({
      ok: false,
      reason: 'malformed',
    })
    expect(await verifyJws(`${input({ alg: 'none' })}.${b64('x')}`, gateway.jwk)).toEqual({
      ok: false,
      reason: 'algorithm',
    })
    // HMAC keyed with the public key, the classic confusion.
    const hs = input({ alg: 'HS256', kid })
    const mac = createHmac('sha256', gateway.jwk.x).update(hs).digest('base64url')
    expect(await verifyJws(`${hs}.${mac}`, gateway.jwk)).toEqual({
      ok: false,
      reason: 'algorithm',
    })
    for (const header of [
      { alg: 'eddsa' },
      { alg: 'Ed25519' },
      { alg: 'ES256' },
      { alg: ['EdDSA'] },
      {},
      { alg: 'EdDSA', jwk: keyPair().jwk },
      { alg: 'EdDSA', jku: 'https://evil.example/keys' },
      { alg: 'EdDSA', crit: ['exp'], exp: 1 },
      { alg: 'EdDSA', b64: false },
    ]) {
      const signed = token(gateway.privateKey, header, proof)
      expect(await verifyJws(signed, gateway.jwk), JSON.stringify(header)).toEqual({
        ok: false,
        reason: 'algorithm',
      })
    }
  })

  it('refuses a payload that is not a JSON object, even signed', async () => {
    // RFC 8037 A.4: a valid signature over text that is not JSON.
    const rfcKey = createPrivateKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        d: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A',
        x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
      },
      format: 'jwk',
    })
    const rfcToken =
      'eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.' +
      'hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg'
    expect(token(rfcKey, { alg: 'EdDSA' }, 'Example of Ed25519 signing')).toBe(rfcToken)
    const rfcJwk: PublicJwk = {
      kty: 'OKP',
      crv: 'Ed25519',
      x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
    }
    expect(await verifyJws(rfcToken, rfcJwk)).toEqual({ ok: false, reason: 'malformed' })
    for (const payload of ['[1,2]', '"text"', '42', 'null', '{"a":1']) {
      const signed = token(gateway.privateKey, { alg: 'EdDSA' }, payload)
      expect(await verifyJws(signed, gateway.jwk), payload).toEqual({
        ok: false,
        reason: 'malformed',
      })
    }
    // Bytes that are not UTF-8.
    const input = `${b64(JSON.stringify({ alg: 'EdDSA' }))}.${b64(new Uint8Array([0x7b, 0xff, 0x7d]))}`
    const signed = `${input}.${b64(sign(null, Buffer.from(input), gateway.privateKey))}`
    expect(await verifyJws(signed, gateway.jwk)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses padding, the base64 alphabet, extra parts and a short signature', async () => {
    const [header, payload, signature] = good.split('.') as [string, string, string]
    for (const bad of [
      `${header}=.${payload}.${signature}`,
      `${header}.${payload}.${signature}==`,
      `${header}.${payload.replace(/-/g, '+').replace(/_/g, '/')}x+/.${signature}`,
      `${header}.${payload}.${signature}.`,
      `${header}.${payload}`,
      `${header}..${signature}`,
      `${header}.${payload}.${signature.slice(0, 40)}`,
      ` ${good}`,
      42,
      undefined,
    ]) {
      expect(await verifyJws(bad, gateway.jwk)).toEqual({ ok: false, reason: 'malformed' })
    }
  })

  it('refuses a token over the size limit before reading it', async () => {
    expect(await verifyJws(good, gateway.jwk, { maxLength: good.length })).toMatchObject({
      ok: true,
    })
    expect(await verifyJws(good, gateway.jwk, { maxLength: good.length - 1 })).toEqual({
      ok: false,
      reason: 'too-large',
    })
    const huge = 'a'.repeat(MAX_JWS_LENGTH + 1)
    expect(await verifyJws(huge, gateway.jwk)).toEqual({ ok: false, reason: 'too-large' })
    expect(parseJws(huge)).toEqual({ ok: false, reason: 'too-large' })
  })

  it('refuses a key that is not an Ed25519 public key', async () => {
    for (const key of [
      { kty: 'EC', crv: 'P-256', x: gateway.jwk.x },
      { kty: 'OKP', crv: 'X25519', x: gateway.jwk.x },
      { kty: 'OKP', crv: 'Ed25519', x: gateway.jwk.x.slice(1) },
      { kty: 'OKP', crv: 'Ed25519' },
    ]) {
      expect(await verifyJws(good, key as PublicJwk)).toEqual({ ok: false, reason: 'key' })
    }
  })
})

describe('key ids', () => {
  it('are RFC 7638 thumbprints (the RFC 8037 A.3 example)', async () => {
    expect(await jwkThumbprint({ x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' })).toBe(
      'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
    )
  })
})

describe('browsers without Ed25519 in WebCrypto', () => {
  // What Chrome before 137 does: importKey refuses the algorithm.
  const withoutEd25519 = {
    importKey: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')),
  } as unknown as SubtleCrypto

  it('check with the pure-JS Ed25519 instead, as strictly', async () => {
    const verify = webCryptoVerify(withoutEd25519)
    expect(await verifyJws(good, gateway.jwk, { verify })).toMatchObject({
      ok: true,
      payload: proof,
    })
    const forged = token(keyPair().privateKey, { alg: 'EdDSA', kid }, proof)
    expect(await verifyJws(forged, gateway.jwk, { verify })).toEqual({
      ok: false,
      reason: 'signature',
    })
    const [header, , signature] = good.split('.') as [string, string, string]
    const other = b64(JSON.stringify({ ...proof, until: '2099-01-01' }))
    expect(await verifyJws(`${header}.${other}.${signature}`, gateway.jwk, { verify })).toEqual({
      ok: false,
      reason: 'signature',
    })
  })

  it('agree with WebCrypto on every signature here', async () => {
    const noble = await nobleVerify()
    const native = webCryptoVerify()
    const data = new TextEncoder().encode('register copy')
    const signature = new Uint8Array(sign(null, data, gateway.privateKey))
    const key = base64UrlDecode(gateway.jwk.x)
    expect(await noble(key, signature, data)).toBe(true)
    expect(await native(key, signature, data)).toBe(true)
    signature[10]! ^= 1
    expect(await noble(key, signature, data)).toBe(false)
    expect(await native(key, signature, data)).toBe(false)
  })
})
