/**
 * A member of the union as the union's staff see them (`staff/members/show`, docs/api.md): the
 * request, shared by the staff page and the gateway, and the shape of the answer. A member is
 * found by the number staff are given: their membership number, their BTU payroll number (the
 * "BTU Membership #"), or their approved join application's MB- reference, as a claim names
 * them (server/src/insurance/claim-join.ts).
 */
import * as v from 'valibot'
import type { Membership } from '../insurance/cover'
import type { DeductionStanding } from '../insurance/deductions'
import type { Translations } from '../insurance/types'
import { messageText as m } from '../messages'
import { early, singleLine } from '../rules'
import type { CaseStatus } from './staff-cases'

/** As long as the claim form's membership number (src/shared/rules.ts, LIMITS). */
export const MEMBER_NUMBER = { min: 6, max: 32 } as const

export const memberNumberSchema = early(
  v.pipe(
    v.string(m('memberNumber.required')),
    v.trim(),
    v.nonEmpty(m('memberNumber.required')),
    singleLine(),
    v.minLength(MEMBER_NUMBER.min, m('memberNumber.tooShort', { min: MEMBER_NUMBER.min })),
    v.maxLength(MEMBER_NUMBER.max, m('memberNumber.tooLong', { max: MEMBER_NUMBER.max })),
  ),
)

export const memberShowSchema = v.strictObject({ number: memberNumberSchema })
export type MemberShowRequest = v.InferOutput<typeof memberShowSchema>

/** A claim that names the member's membership, as its case lists it. */
export interface StaffMemberClaim {
  reference: string
  status: CaseStatus
  submittedAt: string
  decidedAt: string | null
  /** Who died, as the claim names them. */
  deceased: { firstName: string; surname: string; relationship: string }
  /** 'YYYY-MM-DD'. */
  deathDate: string
  /** The payout recorded on approval, pula; null before. */
  payout: number | null
}

/** Another join application of the same person by the same number (pending, rejected). */
export interface StaffMemberJoin {
  reference: string
  status: CaseStatus
  submittedAt: string
  decidedAt: string | null
}

/** `staff/members/show`. */
export interface StaffMember {
  /** The approved join application the membership is (the newest, if several). */
  reference: string
  firstName: string
  surname: string
  /** How staff reach the member, as the join gives it; null when it gives none. */
  email: string | null
  phone: string | null
  package: {
    id: string
    title: string
    translations?: Translations<'title' | 'description'>
  }
  membership: Membership
  deductions: DeductionStanding
  /** Newest first. */
  claims: StaffMemberClaim[]
  /** Newest first; the approved join itself is not among them. */
  otherJoins: StaffMemberJoin[]
}
