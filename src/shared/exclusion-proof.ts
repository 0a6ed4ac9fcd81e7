/**
 * An approved exclusion's proof (docs/decisions.md, "Exclusion proof"): a compact JWS the
 * gateway signs (server/src/submissions/status.ts) and anyone can check with no network, on
 * the page `/verify/exclusion/<token>` its QR code opens. Shared, so the gateway signs and the
 * app reads one shape.
 *
 * It says as little of the person as lets a venue match it to the person in front of them:
 * their initials and the last four characters of their ID or passport number, never the
 * name or the whole number (a QR code on a letter is read by whoever holds the letter).
 */
import * as v from 'valibot'
import { parseIsoDate } from './insurance/age'
import { base64UrlDecode, type PublicJwk, verifyJws } from './jws'

/** The JWS header's `typ`: a register copy, also signed by the gateway, is not a proof. */
export const EXCLUSION_PROOF_TYP = 'exclusion-proof'

/** The page that checks a proof; its QR code holds this path on the app's origin. */
export const PROOF_PATH = '/verify/exclusion/'

/** The proof's longest token, generously: a real one is about 450 characters. */
export const MAX_PROOF_LENGTH = 1500

const isoDate = v.pipe(
  v.string(),
  v.check((text) => /^\d{4}-\d\d-\d\d$/.test(text) && parseIsoDate(text) !== undefined),
)

export const exclusionProofSchema = v.strictObject({
  reference: v.pipe(v.string(), v.regex(/^EX-[A-Z0-9]{4,16}$/)),
  kind: v.picklist(['exclusion-self', 'exclusion-third-party']),
  initials: v.pipe(v.string(), v.regex(/^\p{Lu}{1,6}$/u)),
  idLastFour: v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,4}$/)),
  startsOn: isoDate,
  endsOn: isoDate,
  /** When the gateway signed what it says: the decision or the last extension (ISO 8601). */
  issuedAt: v.pipe(v.string(), v.isoTimestamp()),
})

export type ExclusionProof = v.InferOutput<typeof exclusionProofSchema>

/** "Neo Kabo Sample" gives "NKS": the first letter of each word, in capitals, six at most. */
export function initialsOf(fullName: string): string {
  return fullName
    .trim()
    .split(/[\s-]+/u)
    .map((word) => /\p{L}/u.exec(word)?.[0]?.toLocaleUpperCase('en') ?? '')
    .filter((letter) => /^\p{Lu}$/u.test(letter))
    .join('')
    .slice(0, 6)
}

/** The last four letters or digits of an ID or passport number, spaces and hyphens left out. */
export const idLastFour = (idNumber: string) =>
  idNumber
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-4)
    .toUpperCase()

export type ProofReading =
  | { state: 'valid'; proof: ExclusionProof }
  | { state: 'expired'; proof: ExclusionProof }
  /** The signature does not check, or what it signs is not a proof. */
  | { state: 'not-genuine' }
  /** The device has never had the gateway's key and cannot fetch it now. */
  | { state: 'no-key' }

/**
 * What a checked signature's payload says on `today` ('YYYY-MM-DD', Botswana's date): valid
 * up to and including its last day, expired after it. A payload of any other shape is not a
 * proof, whoever signed it.
 */
export function readProof(header: { typ?: string }, payload: unknown, today: string): ProofReading {
  if (header.typ !== EXCLUSION_PROOF_TYP) return { state: 'not-genuine' }
  const checked = v.safeParse(exclusionProofSchema, payload)
  if (!checked.success || checked.output.endsOn < checked.output.startsOn) {
    return { state: 'not-genuine' }
  }
  return { state: today <= checked.output.endsOn ? 'valid' : 'expired', proof: checked.output }
}

/** The payload of a token without checking it: only for showing what the gateway just sent. */
export function unverifiedProof(token: string): ExclusionProof | undefined {
  try {
    const json = new TextDecoder().decode(base64UrlDecode(token.split('.')[1] ?? ''))
    const checked = v.safeParse(exclusionProofSchema, JSON.parse(json))
    return checked.success ? checked.output : undefined
  } catch {
    return undefined
  }
}

/**
 * Checks a token with the gateway's public key and reads it on `today`: the whole check, which
 * the page `/verify/exclusion/<token>` runs with the key kept on the device.
 */
export async function verifyExclusionProof(
  token: string,
  key: PublicJwk,
  today: string,
): Promise<ProofReading> {
  const checked = await verifyJws(token, key, { maxLength: MAX_PROOF_LENGTH })
  return checked.ok ? readProof(checked.header, checked.payload, today) : { state: 'not-genuine' }
}
