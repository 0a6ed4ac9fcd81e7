/**
 * A verify manager's calls on the products register (docs/api.md, `staff/products/*`): find
 * products by code, recall or suspend one with the reason the public sees (or register it
 * again), and set how many checks of its code are normal (the copied-code warning of
 * product/check). The staff page and the gateway validate with these very objects.
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { codeSchema, early, normalizeCode, singleLine } from '../rules'

export const PRODUCT_STATUSES = ['recalled', 'suspended', 'registered'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

export const PUBLIC_REASON_MAX = 200
export const CHECK_THRESHOLD_MAX = 1_000_000_000

/** The start of a code: 1 to 12 letters and numbers, grouped as people type them. */
export const productFindSchema = v.strictObject({
  code: early(
    v.pipe(
      v.string(m('code.required')),
      v.trim(),
      v.nonEmpty(m('code.required')),
      v.transform(normalizeCode),
      v.regex(/^[A-Z0-9]{1,12}$/, m('code.invalidReason', { min: 1, max: 12 })),
    ),
  ),
})
export type ProductFindRequest = v.InferOutput<typeof productFindSchema>

const reasonSchema = early(
  v.pipe(
    v.string(m('publicReason.required')),
    v.trim(),
    singleLine(),
    v.maxLength(PUBLIC_REASON_MAX, m('publicReason.tooLong', { max: PUBLIC_REASON_MAX })),
  ),
)

/** A recall or a suspension needs its reason; registering again clears it. */
export const productSetStatusSchema = v.pipe(
  v.strictObject({
    code: codeSchema,
    status: v.picklist(PRODUCT_STATUSES, m('productStatus.invalid')),
    reason: v.optional(reasonSchema, ''),
  }),
  v.forward(
    v.check(
      ({ status, reason }) => status === 'registered' || reason.length > 0,
      m('publicReason.required'),
    ),
    ['reason'],
  ),
)
export type ProductSetStatusRequest = v.InferInput<typeof productSetStatusSchema>

const thresholdInvalid = m('checkThreshold.invalid', { max: CHECK_THRESHOLD_MAX })
const thresholdSchema = v.nullable(
  v.pipe(
    v.number(thresholdInvalid),
    v.integer(thresholdInvalid),
    v.minValue(1, thresholdInvalid),
    v.maxValue(CHECK_THRESHOLD_MAX, thresholdInvalid),
  ),
)

/** `threshold: null` gives the product the default again. */
export const productSetThresholdSchema = v.strictObject({
  code: codeSchema,
  threshold: thresholdSchema,
})

/** The staff page's threshold field as typed: digits, or empty for the default. */
export const thresholdFieldSchema = v.object({
  threshold: v.pipe(
    v.string(thresholdInvalid),
    v.trim(),
    v.transform((text) => (text === '' ? null : /^\d+$/.test(text) ? Number(text) : NaN)),
    thresholdSchema,
  ),
})

/** The staff page's status form as filled in (the code comes from the product shown). */
export const statusFieldsSchema = v.pipe(
  v.object({
    status: v.picklist(PRODUCT_STATUSES, m('productStatus.invalid')),
    reason: reasonSchema,
  }),
  v.forward(
    v.check(
      ({ status, reason }) => status === 'registered' || reason.length > 0,
      m('publicReason.required'),
    ),
    ['reason'],
  ),
)
export type ProductSetThresholdRequest = v.InferInput<typeof productSetThresholdSchema>

/** A product as the staff page shows it. */
export interface StaffProduct {
  code: string
  name: string
  manufacturer: string
  expiresAt: string | null
  /** Registered, Recalled, Suspended, or another status (a report). */
  status: string
  reason: string | null
  /** The product's own threshold; null: the default (`defaultThreshold`). */
  checkThreshold: number | null
  defaultThreshold: number
  checks: { count: number; firstCheckedAt: string } | null
}
