/**
 * The verification calls of docs/design.md section 4: request schemas (the forms and the gateway
 * validate with these very objects) and the shapes of their answers. A verdict is data, not
 * an error: `not_found` and `flagged` come back with status 200.
 */
import * as v from 'valibot'
import { codeSchema, early, phoneSchema, singleLine } from '../rules'
import { messageText as m } from '../messages'

// ---- requests ------------------------------------------------------------------------------

export const productCheckSchema = v.strictObject({ code: codeSchema })
export type ProductCheckRequest = v.InferOutput<typeof productCheckSchema>

/** An organisation by name or registration number: 2 to 150 characters. */
export const organisationVerifySchema = v.strictObject({
  query: early(
    v.pipe(
      v.string(m('organisation.required')),
      v.trim(),
      v.nonEmpty(m('organisation.required')),
      singleLine(),
      v.minLength(2, m('organisation.tooShort', { min: 2 })),
      v.maxLength(150, m('organisation.tooLong', { max: 150 })),
    ),
  ),
})
export type OrganisationVerifyRequest = v.InferOutput<typeof organisationVerifySchema>

export const promotionVerifySchema = v.strictObject({
  code: codeSchema,
  promo: codeLike(2, 32, 'promo'),
})
export type PromotionVerifyRequest = v.InferOutput<typeof promotionVerifySchema>

export const documentVerifySchema = v.strictObject({
  reference: codeLike(6, 32, 'documentReference'),
})
export type DocumentVerifyRequest = v.InferOutput<typeof documentVerifySchema>

export const callerIdCheckSchema = v.strictObject({ phone: phoneSchema })
export type CallerIdCheckRequest = v.InferOutput<typeof callerIdCheckSchema>

const pageSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1)
const pageSizeSchema = v.optional(
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  20,
)

export const certifierListSchema = v.strictObject({ page: pageSchema, pageSize: pageSizeSchema })
export type CertifierListRequest = v.InferInput<typeof certifierListSchema>

export const certifierSearchSchema = v.strictObject({
  query: early(
    v.pipe(
      v.string(m('search.required')),
      v.trim(),
      v.nonEmpty(m('search.required')),
      singleLine(),
      v.maxLength(100, m('search.tooLong', { max: 100 })),
    ),
  ),
  page: pageSchema,
  pageSize: pageSizeSchema,
})
export type CertifierSearchRequest = v.InferInput<typeof certifierSearchSchema>

/**
 * Letters, digits and hyphens, in capitals, within a length: promos, document references.
 * Each field has its own words ("Enter the promo name"), not the product code's.
 */
function codeLike(min: number, max: number, field: 'promo' | 'documentReference') {
  const required = m(`${field}.required`)
  const invalid = m(`${field}.invalid`, { min, max })
  return early(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      v.toUpperCase(),
      v.regex(/^[A-Z0-9-]+$/, invalid),
      v.minLength(min, invalid),
      v.maxLength(max, invalid),
    ),
  )
}

// ---- answers -------------------------------------------------------------------------------

export type Verdict = 'genuine' | 'not_found' | 'flagged'

/**
 * A product's verdict (docs/design.md section 4): beyond genuine, flagged (reported) and
 * not_found, `expired` (past `expiresAt`, in Botswana), `recalled` and `suspended` (set by a
 * verify manager, with the `reason` the public sees).
 */
export const PRODUCT_VERDICTS = [
  'genuine',
  'flagged',
  'expired',
  'recalled',
  'suspended',
  'not_found',
] as const
export type ProductVerdict = (typeof PRODUCT_VERDICTS)[number]

/** How often a code on the register was checked, on every gateway, this check included. */
export interface ProductChecks {
  count: number
  /** ISO 8601, UTC. */
  firstCheckedAt: string
  /** The count this product normally stays under; past it the code may have been copied. */
  threshold: number
}

export interface ProductCheckResult {
  verdict: ProductVerdict
  checks?: ProductChecks
  product?: {
    code: string
    name: string
    manufacturer: string
    batch?: string
    expiresAt?: string
    status: string
    /** Why it is flagged, recalled or suspended, e.g. "Reported counterfeit", when it is. */
    reason?: string
    certifier?: string
    /** A seeded sample record (docs/design.md section 5): the app labels it as sample data. */
    sample?: boolean
  }
}

export interface Organisation {
  name: string
  registrationNumber: string
  licence: string
  status: string
  validUntil: string
  /** This organisation's own verdict (each of several `matches` carries one). */
  verdict?: Verdict
  /** Why it is flagged, e.g. "Licence suspended" or "Licence expired", when it is. */
  reason?: string
  sample?: boolean
}

/**
 * One match: `organisation` and its verdict. Several: `matches` (each with its own verdict, at
 * most 20, by name) and the verdict `not_found`, as no single organisation was identified.
 */
export interface OrganisationVerifyResult {
  verdict: Verdict
  organisation?: Organisation
  matches?: Organisation[]
}

export interface PromotionVerifyResult {
  verdict: Verdict
  promotion?: {
    code: string
    promo: string
    title: string
    organiser: string
    startsAt: string
    endsAt: string
    status: string
    /** Why it is flagged ("Ended", "Withdrawn"), when it is. */
    reason?: string
    sample?: boolean
  }
}

export interface VerifiedDocument {
  reference: string
  type: string
  issuer: string
  issuedAt: string
  /** Masked by the gateway: the public never sees a whole name. */
  holder: string
  status: string
  /** Why it is flagged, e.g. "Revoked by the issuer", when it is. */
  reason?: string
  sample?: boolean
}

export interface DocumentVerifyResult {
  verdict: Verdict
  document?: VerifiedDocument
}

export type CallerVerdict = 'verified' | 'reported' | 'not_found'

export interface CallerIdCheckResult {
  verdict: CallerVerdict
  owner?: string
  reports: number
  sample?: boolean
}

export interface Certifier {
  id: string
  name: string
  kind: string
  district: string
  address: string
  phone: string
  email: string
  website?: string
  sample?: boolean
}
