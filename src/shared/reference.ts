/**
 * Reference numbers, made on the device when the user submits (docs/design.md section 4,
 * docs/architecture.md). One reference is the outbox key, the idempotency key and what the
 * user quotes on the phone, so it must read aloud without ambiguity: Crockford's base32
 * alphabet has no I, L, O or U. 8 characters give 32^8 ≈ 1.1e12 values, drawn with
 * crypto.getRandomValues, so a reference cannot be guessed.
 */
import * as v from 'valibot'
import { KINDS, FORM_KINDS, type FormKind } from './contracts/kinds'

export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Each kind's prefix (src/shared/contracts/kinds.ts). */
export const REFERENCE_PREFIXES = Object.fromEntries(
  KINDS.map((kind) => [kind, FORM_KINDS[kind].prefix]),
) as { readonly [K in FormKind]: (typeof FORM_KINDS)[K]['prefix'] }

export type ReferenceKind = FormKind
export type ReferencePrefix = (typeof REFERENCE_PREFIXES)[ReferenceKind]

const BODY_LENGTH = 8
const PATTERN = new RegExp(
  `^(${Object.values(REFERENCE_PREFIXES).join('|')})-[${REFERENCE_ALPHABET}]{${BODY_LENGTH}}$`,
)

export function makeReference(kind: ReferenceKind): string {
  // 256 is a multiple of 32, so `byte % 32` is uniform: no modulo bias.
  const bytes = crypto.getRandomValues(new Uint8Array(BODY_LENGTH))
  let body = ''
  for (const byte of bytes) body += REFERENCE_ALPHABET[byte % 32]
  return `${REFERENCE_PREFIXES[kind]}-${body}`
}

export function isReference(value: unknown, kind?: ReferenceKind): value is string {
  if (typeof value !== 'string' || !PATTERN.test(value)) return false
  return kind === undefined || value.startsWith(`${REFERENCE_PREFIXES[kind]}-`)
}

export const INVALID_REFERENCE = 'Enter a valid reference number'

/** The schema for a reference of one kind, as forms and the gateway check it. */
export function referenceSchema(kind?: ReferenceKind) {
  return v.pipe(
    v.string(INVALID_REFERENCE),
    v.trim(),
    v.toUpperCase(),
    v.check((value) => isReference(value, kind), INVALID_REFERENCE),
  )
}
