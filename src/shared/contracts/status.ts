/**
 * The status checks (`exclusions/status` and `members/status`, docs/design.md section 4a): an
 * id, passport or phone number and a reference in; what became of that submission out, with the
 * note staff wrote for the applicant (never their note for the record). The union's asks for
 * the member's ID or passport number only, and says so when it is missing.
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { referenceSchema } from '../reference'
import { early, LIMITS, singleLine } from '../rules'
import { EXCLUSION_PERIODS, type ExclusionPeriod } from './exclusion-outline'
import { caseKindsFoundBy, type CaseKindFoundBy, type CaseKind } from './kinds'

const checkSchema = (required: 'statusId.required' | 'memberStatusId.required') =>
  v.strictObject({
    idNumber: early(
      v.pipe(
        v.string(m(required)),
        v.trim(),
        v.nonEmpty(m(required)),
        singleLine(),
        v.maxLength(LIMITS.idNumber.max, m('idNumber.tooLong', { max: LIMITS.idNumber.max })),
      ),
    ),
    reference: referenceSchema(),
  })

export const statusCheckSchema = checkSchema('statusId.required')

/**
 * `exclusions/extend`: the status check's reference and number, and the period to add to an
 * active exclusion's end (src/shared/exclusion-period.ts).
 */
export const extendSchema = v.strictObject({
  ...statusCheckSchema.entries,
  period: early(
    v.pipe(v.string(m('period.required')), v.picklist(EXCLUSION_PERIODS, m('period.required'))),
  ),
})
export type ExtendRequest = v.InferInput<typeof extendSchema>
/**
 * `exclusions/withdraw-cancellation`: the status check's reference (a cancellation's) and number.
 */
export const withdrawCancellationSchema = statusCheckSchema
export type WithdrawCancellationRequest = v.InferInput<typeof withdrawCancellationSchema>
export const memberStatusCheckSchema = checkSchema('memberStatusId.required')
export type StatusCheckRequest = v.InferInput<typeof statusCheckSchema>

/** What the regulator's status check finds: an exclusion by its own kind, or a seek-help request. */
export type StatusKind = CaseKindFoundBy<'exclusions/status'>

export const STATUS_CHECK_KINDS: readonly StatusKind[] = caseKindsFoundBy('exclusions/status')

export interface StatusAnswer {
  reference: string
  /** `exclusions/status` finds a StatusKind, `members/status` an `insuranceJoin`. */
  kind: CaseKind
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
  /** ISO 8601. */
  submittedAt: string
  updatedAt: string
  /** What staff wrote for the applicant with the decision; absent when they wrote nothing. */
  applicantNote?: string
  /**
   * An approved exclusion's first and last days ('YYYY-MM-DD', Botswana's dates, both
   * included) and the period it was applied for. Absent for other kinds, and for exclusions
   * approved before periods existed (no end on record).
   */
  startsOn?: string
  endsOn?: string
  period?: ExclusionPeriod
  /**
   * An approved exclusion's proof: a compact JWS signed by the gateway, checked offline with
   * the key of `keys/public` (src/shared/exclusion-proof.ts).
   */
  proof?: string
  /**
   * Cancelling an exclusion (docs/decisions.md, "Cancelling an exclusion"): on an approved
   * cancellation that stands, the first day it takes effect ('YYYY-MM-DD'); on an exclusion
   * with an approved cancellation, the same day, the exclusion's last day in force being the
   * day before (or its end, if earlier).
   */
  effectiveOn?: string
  /** On a cancellation the person withdrew: when (ISO 8601). It is then never decided. */
  withdrawnAt?: string
  /**
   * A funeral claim's steps (members/status): how many of its documents staff have verified
   * so far, and once approved the payout recorded (pula). Its rejection's reason is the
   * `applicantNote`.
   */
  claim?: { documentsVerified: number; documents: number; payout?: number }
}

/** What `exclusions/extend` answers: the exclusion's dates after the extension. */
export interface ExtendAnswer {
  reference: string
  startsOn: string
  /** The new last day. */
  endsOn: string
  /** The last day before this extension. */
  previousEndsOn: string
}

/** What `exclusions/withdraw-cancellation` answers: the cancellation, withdrawn. */
export interface WithdrawCancellationAnswer {
  reference: string
  /** Where it stood when withdrawn: waiting for a decision, or approved and not yet in effect. */
  status: 'PENDING' | 'APPROVED'
  /** ISO 8601: when it was withdrawn (a repeat answers the first withdrawal's time). */
  withdrawnAt: string
}
