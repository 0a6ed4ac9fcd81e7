/**
 * Compact JWS (RFC 7515) over a JSON object, EdDSA with Ed25519 only (RFC 8037): how the
 * gateway signs what a phone must trust without the network (an exclusion's proof, the copy of
 * the verification register), and how the app and the gateway check it. The gateway signs with
 * node:crypto (server/src/signing/); this module is the checking side, shared by both.
 *
 * Strict on purpose, since a token comes from anyone who shows one:
 * - the header is `alg` (exactly "EdDSA"), `kid` and `typ`, nothing else: no `none`, no HMAC,
 *   no key carried in the token (`jwk`, `jku`, `x5c`), no `crit` or `b64` we would have to
 *   honour;
 * - each part is base64url without padding, in its one canonical spelling (a character whose
 *   unused bits differ would otherwise decode to the same bytes: a changed token that verifies);
 * - header and payload are UTF-8 JSON objects; the signature is 64 bytes;
 * - a `kid` in the header must be the key's (RFC 7638 thumbprint);
 * - the token is at most `maxLength` characters, checked before anything is decoded.
 *
 * The signature itself is checked by WebCrypto's Ed25519 (Node 22, Chrome 137+, Firefox 129+,
 * Safari 17+). Where a browser lacks it (Chrome and Android WebView before 137, Samsung Internet
 * on an older engine), `@noble/ed25519` does it instead, in its strict RFC 8032 mode; it is
 * loaded only then (docs/decisions.md, "Signing").
 */

export const JWS_ALG = 'EdDSA'
/** Characters of a token we read at most, unless a caller says otherwise. */
export const MAX_JWS_LENGTH = 4 * 1024 * 1024

const ALLOWED_HEADER = new Set(['alg', 'kid', 'typ'])
const BASE64URL = /^[A-Za-z0-9_-]*$/
const SIGNATURE_BYTES = 64
const KEY_BYTES = 32
const MAX_KID = 128

/** An Ed25519 public key as a JWK (RFC 8037). */
export interface PublicJwk {
  kty: 'OKP'
  crv: 'Ed25519'
  x: string
  kid?: string
  alg?: 'EdDSA'
  use?: 'sig'
}

export interface JwsHeader {
  alg: 'EdDSA'
  kid?: string
  typ?: string
}

export type JwsRefusal =
  /** Not a compact JWS of the form above (parts, encoding, JSON, sizes). */
  | 'malformed'
  /** Longer than the limit. */
  | 'too-large'
  /** Any `alg` but EdDSA, or header members we do not take. */
  | 'algorithm'
  /** The header names another key, or the key given is not an Ed25519 public key. */
  | 'key'
  /** The signature does not verify. */
  | 'signature'

export type JwsResult<P> =
  { ok: true; header: JwsHeader; payload: P } | { ok: false; reason: JwsRefusal }

/** Checks a signature: Ed25519 over `data` with the 32-byte public key. */
export type Ed25519Verify = (
  publicKey: Uint8Array,
  signature: Uint8Array,
  data: Uint8Array,
) => Promise<boolean>

class Refused extends Error {
  constructor(readonly reason: JwsRefusal) {
    super(reason)
  }
}

// ---- base64url ------------------------------------------------------------------------------

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The bytes of canonical base64url without padding; throws on anything else. */
export function base64UrlDecode(text: string): Uint8Array {
  if (!BASE64URL.test(text) || text.length % 4 === 1) throw new Refused('malformed')
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  // Unused low bits of the last character must be zero: one spelling per byte string.
  if (base64UrlEncode(bytes) !== text) throw new Refused('malformed')
  return bytes
}

const utf8 = new TextEncoder()

function jsonObject(bytes: Uint8Array): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new Refused('malformed')
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Refused('malformed')
  }
  return value as Record<string, unknown>
}

// ---- keys -----------------------------------------------------------------------------------

/** The key's 32 bytes, or a refusal when it is not an Ed25519 public JWK. */
function publicKeyBytes(key: PublicJwk): Uint8Array {
  if (key?.kty !== 'OKP' || key.crv !== 'Ed25519' || typeof key.x !== 'string') {
    throw new Refused('key')
  }
  try {
    const bytes = base64UrlDecode(key.x)
    if (bytes.length === KEY_BYTES) return bytes
  } catch {
    // below
  }
  throw new Refused('key')
}

/** The RFC 7638 thumbprint of an Ed25519 key (SHA-256, base64url): its `kid`. */
export async function jwkThumbprint(key: Pick<PublicJwk, 'x'>): Promise<string> {
  // The required members in lexicographic order, no white space (RFC 7638 section 3).
  const canonical = `{"crv":"Ed25519","kty":"OKP","x":"${key.x}"}`
  const digest = await crypto.subtle.digest('SHA-256', utf8.encode(canonical))
  return base64UrlEncode(new Uint8Array(digest))
}

// ---- parsing --------------------------------------------------------------------------------

export interface ParsedJws {
  header: JwsHeader
  payload: Record<string, unknown>
  /** The ASCII of `header.payload`: what was signed. */
  signingInput: Uint8Array
  signature: Uint8Array
}

/** Splits and checks a token's form (everything but the signature); throws a refusal. */
function parse(token: unknown, maxLength: number): ParsedJws {
  if (typeof token !== 'string') throw new Refused('malformed')
  if (token.length > maxLength) throw new Refused('too-large')
  const parts = token.split('.')
  if (parts.length !== 3) throw new Refused('malformed')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  if (!headerPart || !payloadPart || !signaturePart) throw new Refused('malformed')

  const header = jsonObject(base64UrlDecode(headerPart))
  if (header.alg !== JWS_ALG) throw new Refused('algorithm')
  for (const name of Object.keys(header)) {
    if (!ALLOWED_HEADER.has(name)) throw new Refused('algorithm')
  }
  if (
    header.kid !== undefined &&
    (typeof header.kid !== 'string' || header.kid.length === 0 || header.kid.length > MAX_KID)
  ) {
    throw new Refused('malformed')
  }
  if (header.typ !== undefined && typeof header.typ !== 'string') throw new Refused('malformed')

  const payload = jsonObject(base64UrlDecode(payloadPart))
  const signature = base64UrlDecode(signaturePart)
  if (signature.length !== SIGNATURE_BYTES) throw new Refused('malformed')
  return {
    header: header as unknown as JwsHeader,
    payload,
    signingInput: utf8.encode(`${headerPart}.${payloadPart}`),
    signature,
  }
}

/** The token's parts once its form is right (the signature not checked), or a refusal. */
export function parseJws(
  token: unknown,
  maxLength = MAX_JWS_LENGTH,
): { ok: true; jws: ParsedJws } | { ok: false; reason: JwsRefusal } {
  try {
    return { ok: true, jws: parse(token, maxLength) }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason }
    throw error
  }
}

// ---- verifying ------------------------------------------------------------------------------

let noble: Promise<Ed25519Verify> | undefined

/** @noble/ed25519 in RFC 8032's strict mode, fetched the first time it is needed. */
export function nobleVerify(): Promise<Ed25519Verify> {
  noble ??= import('@noble/ed25519').then(
    (ed) => async (publicKey, signature, data) =>
      ed.verifyAsync(signature, data, publicKey, { zip215: false }),
  )
  return noble
}

/**
 * WebCrypto's Ed25519; where the browser has none (importKey refuses the algorithm), the
 * pure-JS check. `subtle` is for tests.
 */
export function webCryptoVerify(subtle: SubtleCrypto = crypto.subtle): Ed25519Verify {
  let native: boolean | undefined
  return async (publicKey, signature, data) => {
    if (native !== false) {
      try {
        const key = await subtle.importKey(
          'raw',
          publicKey as Uint8Array<ArrayBuffer>,
          { name: 'Ed25519' },
          false,
          ['verify'],
        )
        const valid = await subtle.verify(
          { name: 'Ed25519' },
          key,
          signature as Uint8Array<ArrayBuffer>,
          data as Uint8Array<ArrayBuffer>,
        )
        native = true
        return valid
      } catch (error) {
        // The key is 32 checked bytes: a refusal here means no Ed25519 in this browser.
        if (native === true) throw error
        native = false
      }
    }
    return (await nobleVerify())(publicKey, signature, data)
  }
}

let defaultVerify: Ed25519Verify | undefined

export interface VerifyOptions {
  /** Characters at most (MAX_JWS_LENGTH by default). */
  maxLength?: number
  /** The signature check; WebCrypto with the pure-JS fallback by default. */
  verify?: Ed25519Verify
}

/**
 * Checks a compact JWS against an Ed25519 public key: its form, its header (alg, kid), then
 * its signature. The payload is returned only when all of it holds.
 */
export async function verifyJws<P = Record<string, unknown>>(
  token: unknown,
  key: PublicJwk,
  options: VerifyOptions = {},
): Promise<JwsResult<P>> {
  try {
    const publicKey = publicKeyBytes(key)
    const jws = parse(token, options.maxLength ?? MAX_JWS_LENGTH)
    if (jws.header.kid !== undefined) {
      const kid = key.kid ?? (await jwkThumbprint(key))
      if (jws.header.kid !== kid) throw new Refused('key')
    }
    const verify = options.verify ?? (defaultVerify ??= webCryptoVerify())
    // A check that throws (a key that is no point of the curve) has not verified either.
    const valid = await verify(publicKey, jws.signature, jws.signingInput).catch(() => false)
    if (!valid) return { ok: false, reason: 'signature' }
    return { ok: true, header: jws.header, payload: jws.payload as P }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason }
    throw error
  }
}
