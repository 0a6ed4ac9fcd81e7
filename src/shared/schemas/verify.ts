/**
 * The verification calls of DESIGN.md section 4: request schemas (the forms and the gateway
 * validate with these very objects) and the shapes of their answers. A verdict is data, not
 * an error: `not_found` and `flagged` come back with status 200.
 */
import * as v from 'valibot'
import { codeSchema, early, phoneSchema } from '../rules'
import { messageText as m } from '../messages'

// ---- requests ------------------------------------------------------------------------------

export const productCheckSchema = v.strictObject({ code: codeSchema })
export type ProductCheckRequest = v.InferOutput<typeof productCheckSchema>

/** An organisation by name or registration number: 2 to 150 characters. */
export const organisationVerifySchema = v.strictObject({
  query: early(
    v.pipe(
      v.string(m('name.required')),
      v.trim(),
      v.nonEmpty(m('name.required')),
      v.minLength(2, m('name.tooShort', { min: 2 })),
      v.maxLength(150, m('name.tooLong', { max: 150 })),
    ),
  ),
})
export type OrganisationVerifyRequest = v.InferOutput<typeof organisationVerifySchema>

export const promotionVerifySchema = v.strictObject({ code: codeSchema, promo: codeLike(2, 32) })
export type PromotionVerifyRequest = v.InferOutput<typeof promotionVerifySchema>

export const documentVerifySchema = v.strictObject({ reference: codeLike(6, 32) })
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
      v.maxLength(100, m('search.tooLong', { max: 100 })),
    ),
  ),
  page: pageSchema,
  pageSize: pageSizeSchema,
})
export type CertifierSearchRequest = v.InferInput<typeof certifierSearchSchema>

/** Letters, digits and hyphens, in capitals, within a length: codes, promos, references. */
function codeLike(min: number, max: number) {
  return early(
    v.pipe(
      v.string(m('code.required')),
      v.trim(),
      v.nonEmpty(m('code.required')),
      v.toUpperCase(),
      v.regex(/^[A-Z0-9-]+$/, m('code.invalid')),
      v.minLength(min, m('code.invalid')),
      v.maxLength(max, m('code.invalid')),
    ),
  )
}

// ---- answers -------------------------------------------------------------------------------

export type Verdict = 'genuine' | 'not_found' | 'flagged'

export interface ProductCheckResult {
  verdict: Verdict
  product?: {
    code: string
    name: string
    manufacturer: string
    batch?: string
    expiresAt?: string
    status: string
    /** Why it is flagged, e.g. "Reported counterfeit", when it is. */
    reason?: string
    certifier?: string
  }
}

export interface Organisation {
  name: string
  registrationNumber: string
  licence: string
  status: string
  validUntil: string
}

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
}

/** Files the gateway accepts (DESIGN.md section 6), decided from content, never the name. */
export const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
