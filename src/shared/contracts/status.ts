/**
 * The status checks (`exclusions/status` and `members/status`, docs/design.md section 4a): an
 * id, passport or phone number and a reference in; what became of that submission out. The
 * union's asks for the member's ID or passport number only, and says so when it is missing.
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { referenceSchema } from '../reference'
import { early, LIMITS } from '../rules'

const checkSchema = (required: 'statusId.required' | 'memberStatusId.required') =>
  v.strictObject({
    idNumber: early(
      v.pipe(
        v.string(m(required)),
        v.trim(),
        v.nonEmpty(m(required)),
        v.maxLength(LIMITS.idNumber.max, m('idNumber.tooLong', { max: LIMITS.idNumber.max })),
      ),
    ),
    reference: referenceSchema(),
  })

export const statusCheckSchema = checkSchema('statusId.required')
export const memberStatusCheckSchema = checkSchema('memberStatusId.required')
export type StatusCheckRequest = v.InferInput<typeof statusCheckSchema>

/** `exclusion-self`, `exclusion-third-party`, `exclusion-appeal`, `exclusion-cancel`, or the kind. */
export type StatusKind = string

export interface StatusAnswer {
  reference: string
  kind: StatusKind
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
  /** ISO 8601. */
  submittedAt: string
  updatedAt: string
}
