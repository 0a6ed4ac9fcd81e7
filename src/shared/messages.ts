/**
 * The English messages of the shared schemas, one stable key each.
 *
 * Why this shape: valibot messages are plain strings, and the gateway (Node, no Lingui) sends
 * them as they are in its 400 `errors[]`. The browser must still show them translated. So
 * every message has a stable key and an English template, e.g.
 * `password.tooShort` -> 'Password must be at least {minLength} characters'. Schemas get the
 * English text with its numbers already substituted (`messageText`). `messageKey` turns any
 * such text back into `{ key, values }` by matching it against the templates (a reverse
 * table, built once), whether the text came from a local valibot issue or from the gateway.
 * `src/i18n/validation.ts` maps each key to a Lingui descriptor with the same English, so the
 * words are translated where they are shown. The test suite checks that every template
 * round-trips and that no two templates can match the same text.
 *
 * The five messages of 000 section 5 are verbatim; the rest are plain GOV.UK-style sentences.
 */
import * as v from 'valibot'
import { INVALID_REFERENCE } from './reference'

export const MESSAGES = {
  'email.required': 'Enter an email address',
  'email.invalid': 'Invalid Email',
  'email.tooLong': 'Email address must be {max} characters or fewer',
  'code.required': 'Enter the code',
  'code.invalid': 'Invalid Code',
  'password.required': 'Enter your password',
  'password.invalid': 'Invalid Password',
  'password.tooShort': 'Password must be at least {minLength} characters',
  'password.tooLong': 'Password must be no more than {maxLength} characters',
  'phone.required': 'Enter a phone number',
  'phone.invalid': 'Enter a phone number, like +267 71 234 567',
  'mobile.required': 'Enter a mobile number',
  'mobile.invalid': 'Enter a mobile number, like +267 71 234 567',
  'mobile.tooLong': 'Mobile number must be {max} characters or fewer',
  'name.required': 'Enter your name',
  'name.tooShort': 'Name must be {min} characters or more',
  'name.tooLong': 'Name must be {max} characters or fewer',
  'idNumber.required': 'Enter an ID or passport number',
  'idNumber.tooShort': 'ID or passport number must be {min} characters or more',
  'idNumber.tooLong': 'ID or passport number must be {max} characters or fewer',
  'membershipNumber.required': 'Enter your membership number',
  'membershipNumber.tooShort': 'Membership number must be {min} characters or more',
  'membershipNumber.tooLong': 'Membership number must be {max} characters or fewer',
  'policyNumber.required': 'Enter the policy number',
  'policyNumber.tooShort': 'Policy number must be {min} characters or more',
  'policyNumber.tooLong': 'Policy number must be {max} characters or fewer',
  'description.required': 'Enter a description',
  'description.tooShort': 'Description must be {min} characters or more',
  'pin.required': 'Enter your PIN',
  'pin.invalid': 'PIN must only include numbers',
  'pin.tooShort': 'PIN must be {min} digits or more',
  'pin.tooLong': 'PIN must be {max} digits or fewer',
  'otp.required': 'Enter the security code',
  'otp.invalid': 'Security code must only include letters and numbers',
  'otp.tooShort': 'Security code must be {min} characters or more',
  'otp.tooLong': 'Security code must be {max} characters or fewer',
  'nature.required': 'Enter the nature of the offence',
  'nature.tooLong': 'Nature of the offence must be {max} characters or fewer',
  'comment.required': 'Enter a comment',
  'comment.tooLong': 'Comment must be {max} characters or fewer',
  'address.required': 'Enter an address',
  'address.tooLong': 'Address must be {max} characters or fewer',
  'price.required': 'Enter a price',
  'price.invalid': 'Price must be a number',
  'price.tooLow': 'Price must be {min} or more',
  'image.tooSmall': 'Choose a picture at least {min} pixels wide and high',
  'image.tooLarge': 'The picture must be {max} pixels or smaller on its longest side',
  'coordinates.invalid': 'Enter a location as latitude and longitude, like -24.65, 25.91',
  'search.required': 'Enter a search term',
  'search.tooLong': 'Search term must be {max} characters or fewer',
  'reference.invalid': INVALID_REFERENCE,
  'file.required': 'Select a file',
  'file.type': 'The selected file must be a PDF, JPG, PNG or WebP',
  'file.tooLarge': 'The selected file must be {max} MB or smaller',
  'company.required': 'Enter the company name',
  'company.tooLong': 'Company name must be {max} characters or fewer',
  'productName.required': 'Enter the product name',
  'productName.tooLong': 'Product name must be {max} characters or fewer',
  'brand.required': 'Enter the brand',
  'brand.tooLong': 'Brand must be {max} characters or fewer',
  'category.required': 'Select a category',
  'batch.required': 'Enter the batch number or serial range',
  'batch.tooLong': 'Batch number or serial range must be {max} characters or fewer',
  'description.tooLong': 'Description must be {max} characters or fewer',
  'photos.tooMany': 'Attach {max} pictures or fewer',
  'organisation.required': 'Enter the organisation name or registration number',
  'organisation.tooShort':
    'Organisation name or registration number must be {min} characters or more',
  'organisation.tooLong':
    'Organisation name or registration number must be {max} characters or fewer',
  'promo.required': 'Enter the promo name',
  'promo.invalid': 'Promo name must be {min} to {max} letters, numbers or hyphens',
  'documentReference.required': 'Enter the document reference',
  'documentReference.invalid':
    'Document reference must be {min} to {max} letters, numbers or hyphens',
  'text.control': 'Remove hidden characters from this text',
} as const

export type MessageKey = keyof typeof MESSAGES
export type MessageValues = Readonly<Record<string, string | number>>
export interface KeyedMessage {
  key: MessageKey
  values: MessageValues
}

const PLACEHOLDER = /\{(\w+)\}/g

/** The English text of a message, its `{placeholders}` replaced by `values`. */
export function messageText(key: MessageKey, values: MessageValues = {}): string {
  return MESSAGES[key].replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

interface Reverse {
  key: MessageKey
  names: string[]
  pattern: RegExp
}

// One anchored pattern per template; a placeholder matches any text and comes back as a
// number when it is one (the limits are numbers). Built on first use, not at start-up.
let reverse: Reverse[] | undefined
const buildReverse = (): Reverse[] =>
  (Object.keys(MESSAGES) as MessageKey[]).map((key) => {
    const names: string[] = []
    const source = MESSAGES[key]
      .split(PLACEHOLDER)
      .map((part, index) => {
        if (index % 2 === 1) {
          names.push(part)
          return '(.+?)'
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      })
      .join('')
    return { key, names, pattern: new RegExp(`^${source}$`) }
  })

/**
 * The key and values of a shared message, from a valibot issue, a `{ message }` entry of the
 * gateway's `errors[]`, or the text itself. Undefined when the text is not one of ours.
 */
export function messageKey(
  input: string | { message: string } | null | undefined,
): KeyedMessage | undefined {
  const text = typeof input === 'string' ? input : input?.message
  if (typeof text !== 'string') return undefined
  reverse ??= buildReverse()
  for (const { key, names, pattern } of reverse) {
    const match = pattern.exec(text)
    if (!match) continue
    const values: Record<string, string | number> = {}
    names.forEach((name, i) => {
      const raw = match[i + 1] ?? ''
      values[name] = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw
    })
    return { key, values }
  }
  return undefined
}

export interface FieldError {
  path: string
  message: string
}

/**
 * Valibot issues as the gateway's `errors[]`: one entry per field (the first issue of each
 * path wins, as the shared field schemas stop at their first failure anyway).
 *
 * Valibot reports a key missing from an object with the object's own technical message
 * ('Invalid key: Expected "name" ...'). Given the schema, the entry gets the field's message
 * for a missing value instead ("Enter your name"), as a form that sent '' would.
 */
export function toFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
  schema?: v.GenericSchema,
): FieldError[] {
  const seen = new Set<string>()
  const out: FieldError[] = []
  for (const issue of issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.')
    if (seen.has(path)) continue
    seen.add(path)
    out.push({ path, message: missingKeyMessage(issue, schema) ?? issue.message })
  }
  return out
}

function missingKeyMessage(issue: v.BaseIssue<unknown>, schema?: v.GenericSchema) {
  const last = issue.path?.at(-1)
  if (!schema || issue.type !== 'object' || last?.origin !== 'key') return undefined
  let node: unknown = schema
  for (const item of issue.path ?? []) node = child(node, item.key)
  if (!node) return undefined
  return v.safeParse(node as v.GenericSchema, undefined).issues?.[0]?.message
}

/** The schema of `key` inside an object or array schema, through optional/nullable wrappers. */
function child(node: unknown, key: unknown): unknown {
  let current = node as { wrapped?: unknown; entries?: Record<string, unknown>; item?: unknown }
  while (current?.wrapped) current = current.wrapped as typeof current
  if (current?.entries && typeof key === 'string') return current.entries[key]
  return current?.item
}
