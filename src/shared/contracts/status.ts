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
}
