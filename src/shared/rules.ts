/**
 * The validation rules, once, for the forms and the gateway (docs/design.md
 * section 2: "the same rules can never disagree").
 *
 * - Every field schema stops at its first failure (`abortPipeEarly`), so a field has exactly
 *   one message, as the GOV.UK error pattern wants, and the gateway's 400 has one `errors[]`
 *   entry per invalid field.
 * - A missing value gets the field's "Enter ..." message, not a type error.
 * - Phone fields use the phone rule (docs/design.md section 6), not the "phone 6 to 12" row, which
 *   stays in LIMITS as first given. A mobile number is a phone number too: the phone
 *   rule, at least 8 digits after normalising (a Botswana mobile has 8, a landline 7) and at
 *   most 20 characters as typed.
 * - "price: min 150" is read as a minimum value, not a length (a price has no length).
 * - "image: 512 to 1920 px" is the square the picture must fit: both sides at least 512, the
 *   longest side at most 1920 (docs/design.md section 6; the device resizes larger ones first).
 * - Text never carries control characters (Unicode Cc: NUL and the like), which nobody types
 *   and the database refuses (a NUL byte answered 500): `singleLine` in one-line fields,
 *   `multiLine` (tabs and line breaks kept) in descriptions. Same message on both sides.
 * - Nor half of a surrogate pair (half an emoji, as a cut through one leaves), which is no
 *   character at all: PostgreSQL refused it in a submission's data (a 500, and the outbox
 *   sent it again and again), and elsewhere it became U+FFFD on its way to the database.
 *   Refused with its own message by the same two checks, rather than repaired: the person
 *   sees what is wrong and chooses what the text says, as with a control character.
 */
import * as v from 'valibot'
import { messageText as m } from './messages'

export const LIMITS = {
  idNumber: { min: 6, max: 32 },
  code: { min: 6, max: 12 },
  membershipNumber: { min: 6, max: 32 },
  policyNumber: { min: 4, max: 32 },
  description: { min: 3 },
  email: { min: 4, max: 150 },
  mobile: { min: 8, max: 20 },
  name: { min: 2, max: 150 },
  password: { min: 8, max: 50 },
  pin: { min: 4, max: 12 },
  phone: { min: 6, max: 12 },
  otp: { min: 4, max: 20 },
  nature: { max: 50 },
  comment: { max: 250 },
  address: { max: 250 },
  price: { min: 150 },
  image: { min: 512, max: 1920 },
} as const

export type LimitedField = keyof typeof LIMITS

/** Makes a field schema stop at its first failure: one message per field. */
export const early = <T extends v.GenericSchema>(schema: T): T =>
  v.config(schema, { abortPipeEarly: true })

/** A value is present if it is neither undefined nor null (0, '' and false are present). */
export function isPresent<T>(value: T): value is NonNullable<T> {
  return value !== undefined && value !== null
}

// ---- control characters and broken ones ----------------------------------------------------

const CONTROL = /\p{Cc}/u
const CONTROL_BUT_LAYOUT = /(?![\t\n\r])\p{Cc}/u
// In a `u` expression a whole surrogate pair is one code point: \p{Cs} matches a lone half.
const BROKEN = /\p{Cs}/u

const plainText = (control: RegExp) =>
  v.check(
    (text: string) => !control.test(text) && !BROKEN.test(text),
    (issue: v.CheckIssue<string>) => m(control.test(issue.input) ? 'text.control' : 'text.broken'),
  )

/** Refuses control characters (tabs and line breaks too) and broken ones: one-line fields. */
export const singleLine = () => plainText(CONTROL)

/** Refuses control characters but tabs and line breaks, and broken ones: descriptions. */
export const multiLine = () => plainText(CONTROL_BUT_LAYOUT)

// ---- phone ---------------------------------------------------------------------------------

/** 7 to 15 characters: a plus sign or a digit 1 to 9, then only digits. */
export const PHONE_PATTERN = /^[+1-9][0-9]{6,14}$/

/**
 * The number as the phone rule reads it: without spaces (any white space), round brackets,
 * hyphens and dots, the ways people group digits (`71-234-567`, `71.234.567`), and with a
 * leading 00, the international prefix dialled in Botswana, written as + (`0026771234567` is
 * `+26771234567`). docs/design.md section 6.
 */
export function normalizePhone(value: string): string {
  return value.replace(/[\s().-]/g, '').replace(/^00/, '+')
}

export function isPhone(value: unknown): value is string {
  return typeof value === 'string' && PHONE_PATTERN.test(normalizePhone(value))
}

/** Outputs the normalised number, e.g. '+267 (71) 234-567' -> '+26771234567'. */
export const phoneSchema = /* @__PURE__ */ early(
  v.pipe(
    v.string(m('phone.required')),
    v.trim(),
    v.nonEmpty(m('phone.required')),
    v.transform(normalizePhone),
    v.regex(PHONE_PATTERN, m('phone.invalid')),
  ),
)

export const mobileSchema = /* @__PURE__ */ early(
  v.pipe(
    v.string(m('mobile.required')),
    v.trim(),
    v.nonEmpty(m('mobile.required')),
    v.maxLength(LIMITS.mobile.max, m('mobile.tooLong', { max: LIMITS.mobile.max })),
    v.transform(normalizePhone),
    v.regex(PHONE_PATTERN, m('mobile.invalid')),
    v.minLength(LIMITS.mobile.min, m('mobile.invalid')),
  ),
)

// ---- text fields with length limits --------------------------------------------------------

type Bounded = 'idNumber' | 'membershipNumber' | 'policyNumber' | 'name'

/** A trimmed, required string within the LIMITS row of `field`. */
function bounded(field: Bounded) {
  const { min, max } = LIMITS[field]
  const required = m(`${field}.required`)
  return early(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      singleLine(),
      v.minLength(min, m(`${field}.tooShort`, { min })),
      v.maxLength(max, m(`${field}.tooLong`, { max })),
    ),
  )
}

export const idNumberSchema = /* @__PURE__ */ bounded('idNumber')
export const membershipNumberSchema = /* @__PURE__ */ bounded('membershipNumber')
export const policyNumberSchema = /* @__PURE__ */ bounded('policyNumber')
export const nameSchema = /* @__PURE__ */ bounded('name')

/** One-time codes: letters and digits only. */
export const otpSchema = /* @__PURE__ */ early(
  v.pipe(
    v.string(m('otp.required')),
    v.trim(),
    v.nonEmpty(m('otp.required')),
    v.regex(/^[A-Za-z0-9]+$/, m('otp.invalid')),
    v.minLength(LIMITS.otp.min, m('otp.tooShort', { min: LIMITS.otp.min })),
    v.maxLength(LIMITS.otp.max, m('otp.tooLong', { max: LIMITS.otp.max })),
  ),
)

/** A required trimmed string of at most `max` characters. */
function capped(field: 'nature' | 'comment' | 'address') {
  const { max } = LIMITS[field]
  const required = m(`${field}.required`)
  return early(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      singleLine(),
      v.maxLength(max, m(`${field}.tooLong`, { max })),
    ),
  )
}

export const natureSchema = /* @__PURE__ */ capped('nature')
export const commentSchema = /* @__PURE__ */ capped('comment')
export const addressSchema = /* @__PURE__ */ capped('address')

export const descriptionSchema = /* @__PURE__ */ early(
  v.pipe(
    v.string(m('description.required')),
    v.trim(),
    v.nonEmpty(m('description.required')),
    multiLine(),
    v.minLength(LIMITS.description.min, m('description.tooShort', { min: LIMITS.description.min })),
  ),
)

/**
 * Spaces and hyphens people type to group a code (`bwp 100-001`) go, including the dashes a
 * phone keyboard's smart punctuation makes of a hyphen: a code is letters and digits only.
 */
export function normalizeCode(value: string): string {
  return value.replace(/[\s\u2010-\u2015\u2212-]/g, '').toUpperCase()
}

const codeInvalid = m('code.invalidReason', LIMITS.code)

/** Product and promotion codes: 6 to 12 letters and digits, stored in capitals. */
export const codeSchema = /* @__PURE__ */ early(
  v.pipe(
    v.string(m('code.required')),
    v.trim(),
    v.nonEmpty(m('code.required')),
    v.transform(normalizeCode),
    v.regex(/^[A-Z0-9]+$/, codeInvalid),
    v.minLength(LIMITS.code.min, codeInvalid),
    v.maxLength(LIMITS.code.max, codeInvalid),
  ),
)

/** Trimmed and lower-cased, so a sign-in matches however the address was typed. */
export const emailSchema = /* @__PURE__ */ early(
  v.pipe(
    v.string(m('email.required')),
    v.trim(),
    v.nonEmpty(m('email.required')),
    v.maxLength(LIMITS.email.max, m('email.tooLong', { max: LIMITS.email.max })),
    v.minLength(LIMITS.email.min, m('email.invalidReason')),
    v.email(m('email.invalidReason')),
    v.toLowerCase(),
  ),
)

/** Never trimmed: spaces are valid password characters. */
export const passwordSchema = /* @__PURE__ */ early(
  v.pipe(
    v.string(m('password.invalid')),
    v.nonEmpty(m('password.required')),
    v.minLength(LIMITS.password.min, m('password.tooShort', { minLength: LIMITS.password.min })),
    v.maxLength(LIMITS.password.max, m('password.tooLong', { maxLength: LIMITS.password.max })),
  ),
)

export const pinSchema = /* @__PURE__ */ early(
  v.pipe(
    v.string(m('pin.required')),
    v.trim(),
    v.nonEmpty(m('pin.required')),
    v.regex(/^\d+$/, m('pin.invalid')),
    v.minLength(LIMITS.pin.min, m('pin.tooShort', { min: LIMITS.pin.min })),
    v.maxLength(LIMITS.pin.max, m('pin.tooLong', { max: LIMITS.pin.max })),
  ),
)

// ---- numbers and pictures ------------------------------------------------------------------

/** A number, or numeric text from a form field, of at least LIMITS.price.min. */
export const priceSchema = /* @__PURE__ */ early(
  v.pipe(
    v.union(
      [
        v.number(m('price.invalid')),
        v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(m('price.required')),
          v.decimal(m('price.invalid')),
        ),
      ],
      m('price.required'),
    ),
    // After the union, so a text option that fails keeps its own message.
    v.transform(Number),
    v.finite(m('price.invalid')),
    v.minValue(LIMITS.price.min, m('price.tooLow', { min: LIMITS.price.min })),
  ),
)

export interface ImageSize {
  width: number
  height: number
}

export const imageSizeSchema = /* @__PURE__ */ early(
  v.pipe(
    v.object({ width: v.number(), height: v.number() }),
    v.check(
      ({ width, height }) => Math.min(width, height) >= LIMITS.image.min,
      m('image.tooSmall', { min: LIMITS.image.min }),
    ),
    v.check(
      ({ width, height }) => Math.max(width, height) <= LIMITS.image.max,
      m('image.tooLarge', { max: LIMITS.image.max }),
    ),
  ),
)

/** The size to resize a picture to so its longest side is at most `max` (never enlarges). */
export function fitWithin(size: ImageSize, max: number = LIMITS.image.max): ImageSize {
  const scale = Math.min(1, max / Math.max(size.width, size.height))
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) }
}

/**
 * An optional field: blank text and undefined both become undefined, anything else is checked.
 * Wrapped in v.optional so that an object schema also accepts the key left out.
 */
export function optionalField<T extends v.GenericSchema>(schema: T) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        typeof value === 'string' && value.trim() === '' ? undefined : value,
      ),
      v.optional(schema),
    ),
  )
}
