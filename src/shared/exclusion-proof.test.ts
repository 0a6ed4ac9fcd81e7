/**
 * Checking an exclusion's proof as the verify page does: valid up to its last day, expired
 * after, and not genuine when changed, signed by another key, under another algorithm, or
 * not a proof at all. The tokens are made here with WebCrypto, not by the gateway's code.
 */
import { describe, expect, it } from 'vitest'
import {
  EXCLUSION_PROOF_TYP,
  idLastFour,
  initialsOf,
  unverifiedProof,
  verifyExclusionProof,
} from './exclusion-proof'
import { base64UrlEncode, jwkThumbprint, type PublicJwk } from './jws'

const proof = {
  reference: 'EX-7K3M9Q2P',
  kind: 'exclusion-self',
  initials: 'NS',
  idLastFour: '6789',
  startsOn: '2027-03-03',
  endsOn: '2028-03-02',
  issuedAt: '2027-03-03T09:15:00.000Z',
}

const text = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)))

async function keyPair() {
  const pair = (await crypto.subtle.generateKey('Ed25519', true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const { x } = await crypto.subtle.exportKey('jwk', pair.publicKey)
  const jwk: PublicJwk = { kty: 'OKP', crv: 'Ed25519', x: x!, kid: await jwkThumbprint({ x: x! }) }
  const sign = async (payload: unknown, header: Record<string, unknown> = {}) => {
    const input = `${text({ alg: 'EdDSA', kid: jwk.kid, typ: EXCLUSION_PROOF_TYP, ...header })}.${text(payload)}`
    const signature = await crypto.subtle.sign(
      'Ed25519',
      pair.privateKey,
      new TextEncoder().encode(input),
    )
    return `${input}.${base64UrlEncode(new Uint8Array(signature))}`
  }
  return { jwk, sign }
}

describe('verifyExclusionProof', () => {
  it('is valid up to and including the last day, and says what it proves', async () => {
    const { jwk, sign } = await keyPair()
    const token = await sign(proof)
    expect(await verifyExclusionProof(token, jwk, '2027-06-01')).toEqual({ state: 'valid', proof })
    expect(await verifyExclusionProof(token, jwk, '2028-03-02')).toEqual({ state: 'valid', proof })
  })

  it('is expired after its last day, still naming what it was', async () => {
    const { jwk, sign } = await keyPair()
    expect(await verifyExclusionProof(await sign(proof), jwk, '2028-03-03')).toEqual({
      state: 'expired',
      proof,
    })
  })

  it('is not genuine once changed', async () => {
    const { jwk, sign } = await keyPair()
    const [header, , signature] = (await sign(proof)).split('.')
    const later = `${header}.${text({ ...proof, endsOn: '2099-12-31' })}.${signature}`
    expect(await verifyExclusionProof(later, jwk, '2027-06-01')).toEqual({ state: 'not-genuine' })
  })

  it('is not genuine when signed by another key', async () => {
    const ours = await keyPair()
    const theirs = await keyPair()
    expect(await verifyExclusionProof(await theirs.sign(proof), ours.jwk, '2027-06-01')).toEqual({
      state: 'not-genuine',
    })
    // Even when the forger writes our key's id in the header.
    const named = await theirs.sign(proof, { kid: ours.jwk.kid })
    expect(await verifyExclusionProof(named, ours.jwk, '2027-06-01')).toEqual({
      state: 'not-genuine',
    })
  })

  it('is not genuine under another algorithm, or unsigned', async () => {
    const { jwk, sign } = await keyPair()
    const [, payload, signature] = (await sign(proof)).split('.')
    for (const alg of ['none', 'HS256', 'ES256']) {
      const token = `${text({ alg, kid: jwk.kid, typ: EXCLUSION_PROOF_TYP })}.${payload}.${signature}`
      expect(await verifyExclusionProof(token, jwk, '2027-06-01')).toEqual({ state: 'not-genuine' })
    }
    expect(
      await verifyExclusionProof(`${text({ alg: 'none' })}.${payload}.`, jwk, '2027-06-01'),
    ).toEqual({ state: 'not-genuine' })
  })

  it('is not genuine when the gateway signed something that is not a proof', async () => {
    const { jwk, sign } = await keyPair()
    const notProofs = [
      await sign(proof, { typ: 'register-copy' }),
      await sign({ ...proof, fullName: 'Neo Sample' }),
      await sign({ ...proof, endsOn: '2026-01-01' }),
      await sign({ ...proof, reference: 'MB-7K3M9Q2P' }),
    ]
    for (const token of notProofs) {
      expect(await verifyExclusionProof(token, jwk, '2027-06-01')).toEqual({ state: 'not-genuine' })
    }
    expect(await verifyExclusionProof('not a token', jwk, '2027-06-01')).toEqual({
      state: 'not-genuine',
    })
  })
})

describe('what the proof says of the person', () => {
  it('is their initials and the last four characters of their number', () => {
    expect(initialsOf('  neo kabo-Sample ')).toBe('NKS')
    expect(initialsOf('Émile Tau')).toBe('ÉT')
    expect(idLastFour('123-456 789')).toBe('6789')
    expect(idLastFour('bn 004 2731')).toBe('2731')
  })

  it('reads back from a token without checking it, for showing only', async () => {
    const { sign } = await keyPair()
    expect(unverifiedProof(await sign(proof))).toEqual(proof)
    expect(unverifiedProof('x.y.z')).toBeUndefined()
  })
})
