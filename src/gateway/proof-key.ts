/**
 * The gateway's public signing key on the device (docs/decisions.md, "Signing"): what an
 * exclusion's proof and the copy of the verification register are checked against, with no
 * network. The service worker fetches it from `keys/public` when it installs (src/sw.ts), so
 * after one visit it is there offline, as the app's own files are; it is kept in Cache Storage
 * (cache `keys`), which the worker and the pages share.
 *
 * Not built into the app: the gateway makes its key at its first start, after the build, and
 * the app comes from the same gateway, over the same connection, as the key would.
 *
 * A key is taken only when its `kid` is the thumbprint of its `x`, and a token that names
 * another key than the kept one makes the app ask the gateway again (a key changed since), if
 * it is online; the signature check itself then decides (src/shared/jws.ts).
 */
import {
  base64UrlDecode,
  jwkThumbprint,
  type JwsRefusal,
  type JwsResult,
  parseJws,
  type PublicJwk,
  verifyJws,
} from '../shared/jws'
import { API_KEY_HEADER } from '../shared/transport'
import { apiUrl, gatewayKey } from './config'

export const KEYS_CACHE = 'keys'
/** Where the key is kept in that cache: a name of ours, never a URL the gateway serves. */
export const PROOF_KEY_ENTRY = '/__keys/proof.jwk.json'
const TIMEOUT_MS = 15_000

/** The JWK if it is an Ed25519 public key whose kid is its thumbprint, else undefined. */
async function checkedKey(value: unknown): Promise<Required<PublicJwk> | undefined> {
  const key = value as Partial<PublicJwk> | null
  if (key?.kty !== 'OKP' || key.crv !== 'Ed25519' || typeof key.x !== 'string') return undefined
  try {
    if (base64UrlDecode(key.x).length !== 32) return undefined
  } catch {
    return undefined
  }
  if (typeof key.kid !== 'string' || key.kid !== (await jwkThumbprint({ x: key.x }))) {
    return undefined
  }
  return { kty: 'OKP', crv: 'Ed25519', x: key.x, kid: key.kid, alg: 'EdDSA', use: 'sig' }
}

/** `keys/public` from the gateway, revalidated (the browser's copy only if the ETag holds). */
export async function fetchProofKey(): Promise<Required<PublicJwk>> {
  const response = await fetch(apiUrl('keys/public'), {
    headers: { [API_KEY_HEADER]: gatewayKey() },
    cache: 'no-cache',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const body = (await response.json().catch(() => undefined)) as
    { success?: unknown; data?: unknown } | undefined
  const key = response.ok && body?.success === true ? await checkedKey(body.data) : undefined
  if (!key) throw new Error(`keys/public did not answer a key (${response.status})`)
  return key
}

/** Fetches the key and keeps it on the device; answers it. */
export async function keepProofKey(): Promise<Required<PublicJwk>> {
  const key = await fetchProofKey()
  const cache = await caches.open(KEYS_CACHE)
  await cache.put(
    PROOF_KEY_ENTRY,
    new Response(JSON.stringify(key), { headers: { 'content-type': 'application/json' } }),
  )
  return key
}

/** The key kept on the device, if any. */
export async function keptProofKey(): Promise<Required<PublicJwk> | undefined> {
  if (typeof caches === 'undefined') return undefined
  const kept = await (await caches.open(KEYS_CACHE)).match(PROOF_KEY_ENTRY)
  return kept ? checkedKey(await kept.json().catch(() => undefined)) : undefined
}

/**
 * The key to check a token naming `kid` with: the kept one when it is that key (or no key is
 * named), else the gateway's, asked again and kept; offline, the kept one, whatever it is.
 */
export async function proofKey(kid?: string): Promise<Required<PublicJwk> | undefined> {
  const kept = await keptProofKey().catch(() => undefined)
  if (kept && (kid === undefined || kept.kid === kid)) return kept
  return keepProofKey().catch(() => kept)
}

/**
 * Checks a token the gateway signed, with the key on the device: the payload when it holds.
 * `no-key` when the device has never had the key and cannot fetch it now.
 */
export async function checkGatewaySignature<P = Record<string, unknown>>(
  token: unknown,
  maxLength?: number,
): Promise<JwsResult<P> | { ok: false; reason: JwsRefusal | 'no-key' }> {
  const parsed = parseJws(token, maxLength)
  if (!parsed.ok) return parsed
  const key = await proofKey(parsed.jws.header.kid)
  if (!key) return { ok: false, reason: 'no-key' }
  return verifyJws<P>(token, key, { maxLength })
}
