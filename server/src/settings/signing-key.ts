/**
 * The form of PROOF_SIGNING_KEY: an Ed25519 private key as PKCS#8, either PEM (what
 * `openssl genpkey -algorithm ed25519` prints) or its DER in base64 or base64url, padded or
 * not (`openssl genpkey -algorithm ed25519 -outform DER | base64 -w0`, one line that fits an
 * environment file). Anything else, or a key of another type, is refused at start.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto'

export const PROOF_KEY_FORMAT =
  'PROOF_SIGNING_KEY must be an Ed25519 private key as PKCS#8, PEM or base64 ' +
  '(openssl genpkey -algorithm ed25519 -outform DER | base64 -w0)'

const PEM = /^-----BEGIN PRIVATE KEY-----([\s\S]*)-----END PRIVATE KEY-----$/

/** The private key the setting holds; throws Error(PROOF_KEY_FORMAT) for anything else. */
export function privateKeyFromSetting(value: string): KeyObject {
  const text = value.trim()
  const body = (PEM.exec(text)?.[1] ?? text).replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(body)) throw new Error(PROOF_KEY_FORMAT)
  const der = Buffer.from(body.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  let key: KeyObject
  try {
    key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  } catch {
    throw new Error(PROOF_KEY_FORMAT)
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(PROOF_KEY_FORMAT)
  return key
}
