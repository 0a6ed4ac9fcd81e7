/**
 * The gateway's signing key (docs/decisions.md, "Signing"): one Ed25519 key that every gateway
 * on the database shares, so that whatever one of them signs (an exclusion's proof, the copy
 * of the verification register) checks against the one public key `keys/public` answers and
 * the app keeps.
 *
 * - PROOF_SIGNING_KEY, when set, is the key (the operator keeps it with their other secrets),
 *   and nothing is stored.
 * - Otherwise the first gateway that needs a key makes one and stores it in `signing_keys`
 *   (migration 020); two gateways making it at once both insert `on conflict do nothing`, and
 *   both then use the row that won. The key is read once per gateway, on first use, so the
 *   start and the hot calls pay nothing.
 *
 * The `kid` of every token is the RFC 7638 thumbprint of the public key.
 */
import { createHash, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { type JwsHeader, JWS_ALG, type PublicJwk } from '../../../src/shared/jws'
import type { Db } from '../db/db'
import type { Env } from '../env'
import { privateKeyFromSetting } from '../settings/signing-key'

const PURPOSE = 'gateway'

export interface SigningKey {
  kid: string
  /** What `keys/public` answers: the public key, its kid, EdDSA, for signatures. */
  publicJwk: Required<PublicJwk>
  /** A compact JWS of `payload` (a JSON object), with `kid` (and `typ`, if given) in its header. */
  sign(payload: Record<string, unknown>, typ?: string): string
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

/** RFC 7638: SHA-256 of the required members in lexicographic order. */
export function thumbprint(x: string): string {
  return createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url')
}

function publicX(privateKey: KeyObject): string {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' })
  return jwk.x!
}

export function signingKeyOf(privateKey: KeyObject): SigningKey {
  const x = publicX(privateKey)
  const kid = thumbprint(x)
  return {
    kid,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: JWS_ALG, use: 'sig' },
    sign(payload, typ) {
      const header: JwsHeader = typ ? { alg: JWS_ALG, kid, typ } : { alg: JWS_ALG, kid }
      const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`
      return `${input}.${b64url(sign(null, Buffer.from(input, 'ascii'), privateKey))}`
    },
  }
}

/** The stored key, made and stored first when there is none (read anew at each call). */
export async function readOrMakeKey(db: Db): Promise<KeyObject> {
  const read = async () => {
    const [row] = await db.query<{ private_key: string }>(
      'select private_key from signing_keys where purpose = $1',
      [PURPOSE],
    )
    return row && privateKeyFromSetting(row.private_key)
  }
  const found = await read()
  if (found) return found
  const { privateKey } = generateKeyPairSync('ed25519')
  const x = publicX(privateKey)
  await db.query(
    `insert into signing_keys (purpose, kid, private_key, public_x) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [PURPOSE, thumbprint(x), b64url(privateKey.export({ format: 'der', type: 'pkcs8' })), x],
  )
  // Ours, or the one another gateway stored a moment before.
  const stored = await read()
  if (!stored) throw new Error('The signing key could not be stored')
  return stored
}

const keys = new WeakMap<Db, Map<string, Promise<SigningKey>>>()

/** This gateway's signing key: PROOF_SIGNING_KEY, else the database's (kept after first use). */
export function signingKey(db: Db, env: Pick<Env, 'PROOF_SIGNING_KEY'>): Promise<SigningKey> {
  const setting = env.PROOF_SIGNING_KEY ?? ''
  let byDb = keys.get(db)
  if (!byDb) keys.set(db, (byDb = new Map()))
  let key = byDb.get(setting)
  if (!key) {
    key = setting
      ? Promise.resolve(signingKeyOf(privateKeyFromSetting(setting)))
      : readOrMakeKey(db).then(signingKeyOf)
    // A database that failed now may answer next time.
    key.catch(() => byDb.delete(setting))
    byDb.set(setting, key)
  }
  return key
}
