/**
 * PROOF_SIGNING_KEY: an Ed25519 PKCS#8 key as PEM or base64(url) DER; anything else stops the
 * start with a line that says how to make one, never echoing the value.
 */
import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../env'
import { privateKeyFromSetting, PROOF_KEY_FORMAT } from './signing-key'
import { signingKeyOf } from '../signing/keys'

const { privateKey } = generateKeyPairSync('ed25519')
const der = privateKey.export({ format: 'der', type: 'pkcs8' })
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }) as string

describe('PROOF_SIGNING_KEY', () => {
  it('takes the same key as PEM, base64 and base64url, padded or not', () => {
    const kid = signingKeyOf(privateKey).kid
    for (const setting of [
      pem,
      der.toString('base64'),
      der.toString('base64').replace(/=+$/, ''),
      der.toString('base64url'),
    ]) {
      expect(signingKeyOf(privateKeyFromSetting(setting)).kid).toBe(kid)
      expect(parseEnv({ PROOF_SIGNING_KEY: setting }).PROOF_SIGNING_KEY).toBe(setting.trim())
    }
  })

  it('refuses anything but an Ed25519 private key, saying how to make one', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey
    const ed448 = generateKeyPairSync('ed448').privateKey
    const publicDer = generateKeyPairSync('ed25519').publicKey.export({
      format: 'der',
      type: 'spki',
    })
    for (const bad of [
      'not a key at all',
      rsa.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      ed448.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      publicDer.toString('base64'),
      der.toString('base64').slice(0, 40),
    ]) {
      expect(() => privateKeyFromSetting(bad)).toThrow(PROOF_KEY_FORMAT)
      try {
        parseEnv({ PROOF_SIGNING_KEY: bad })
        expect.unreachable()
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError)
        expect((error as EnvError).problems).toEqual([PROOF_KEY_FORMAT])
        expect((error as EnvError).message).not.toContain(bad)
      }
    }
  })
})
