/**
 * The copy of the verification register a phone keeps for checks with no signal
 * (docs/decisions.md, "Checks answered with no signal"): every product that is flagged,
 * recalled or suspended and every caller number reported as a scam, signed by the gateway as a
 * compact JWS (`verify/snapshot`, docs/api.md) with the key `keys/public` publishes. Shared, so
 * the gateway writes and the app reads one shape.
 *
 * Rows are arrays, not objects: a copy of 100,000 products is then a third smaller (the names
 * of the members are not repeated in every row), which matters on a phone's data plan. The
 * check is plain code, not valibot: it runs on a copy of that size, and on every check page.
 */
import type { CallerVerdict, ProductVerdict } from './schemas/verify'

/** The JWS header's `typ`: a proof of exclusion, also signed by the gateway, is not a copy. */
export const SNAPSHOT_TYP = 'verify-snapshot'

/** The verdicts the copy carries; any other code is unconfirmed offline, never genuine. */
export const SNAPSHOT_VERDICTS = ['flagged', 'recalled', 'suspended'] as const
export type SnapshotVerdict = (typeof SNAPSHOT_VERDICTS)[number] & ProductVerdict

/** `[code, name, verdict, reason]`; `reason` is the words the public sees, or ''. */
export type SnapshotProduct = [code: string, name: string, verdict: SnapshotVerdict, reason: string]
/** `[phone, reports]`: a number reported as a scam, in international form, and how many times. */
export type SnapshotCaller = [phone: string, reports: number]

export interface SnapshotPayload {
  /** When the gateway made the copy (ISO 8601, UTC): what "as of" says on the page. */
  asOf: string
  products: SnapshotProduct[]
  callers: SnapshotCaller[]
}

/** The copy's longest token the app reads: 100,000 products are about 9 MB (docs/decisions.md). */
export const MAX_SNAPSHOT_LENGTH = 64 * 1024 * 1024

const KEYS = 'asOf,callers,products'
const TEXT_MAX = 500
const isText = (value: unknown, min = 0): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= TEXT_MAX

function isProduct(row: unknown): row is SnapshotProduct {
  return (
    Array.isArray(row) &&
    row.length === 4 &&
    isText(row[0], 1) &&
    isText(row[1]) &&
    (SNAPSHOT_VERDICTS as readonly unknown[]).includes(row[2]) &&
    isText(row[3])
  )
}

function isCaller(row: unknown): row is SnapshotCaller {
  return (
    Array.isArray(row) &&
    row.length === 2 &&
    isText(row[0], 2) &&
    Number.isSafeInteger(row[1]) &&
    (row[1] as number) >= 0
  )
}

/** The payload when it has exactly this shape, every row valid; else undefined. */
export function readSnapshotPayload(value: unknown): SnapshotPayload | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const payload = value as Record<string, unknown>
  if (Object.keys(payload).sort().join() !== KEYS) return undefined
  const { asOf, products, callers } = payload
  if (typeof asOf !== 'string' || Number.isNaN(Date.parse(asOf))) return undefined
  if (!Array.isArray(products) || !products.every(isProduct)) return undefined
  if (!Array.isArray(callers) || !callers.every(isCaller)) return undefined
  return { asOf, products, callers }
}

/**
 * A caller number in the form the register keeps: '+...' as typed; '267' and 7 or 8 digits,
 * or a bare 7- or 8-digit Botswana number, get +267. The shared phone rule has already removed
 * spaces and brackets.
 */
export function internationalForm(phone: string): string {
  if (phone.startsWith('+')) return phone
  if (/^267\d{7,8}$/.test(phone)) return `+${phone}`
  if (/^\d{7,8}$/.test(phone)) return `+267${phone}`
  return `+${phone}`
}

/** What the copy says of a caller: reported, or nothing it knows of (never verified offline). */
export type SnapshotCallerVerdict = Extract<CallerVerdict, 'reported'>
