/**
 * Checking a JWS on the gateway: the shared strict checks (src/shared/jws.ts) with node:crypto
 * for the signature itself.
 */
import { createPublicKey, verify } from 'node:crypto'
import {
  type Ed25519Verify,
  type JwsResult,
  type PublicJwk,
  verifyJws,
} from '../../../src/shared/jws'

export const nodeVerify: Ed25519Verify = async (publicKey, signature, data) => {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, data, key, signature)
}

export function verifyOnGateway<P = Record<string, unknown>>(
  token: unknown,
  key: PublicJwk,
  maxLength?: number,
): Promise<JwsResult<P>> {
  return verifyJws<P>(token, key, { verify: nodeVerify, ...(maxLength ? { maxLength } : {}) })
}
