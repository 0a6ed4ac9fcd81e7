/**
 * The status check (`exclusions/status`, docs/design.md section 4a): an id, passport or phone
 * number and a reference in; what became of that submission out.
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { referenceSchema } from '../reference'
import { early, LIMITS, singleLine } from '../rules'

export const statusCheckSchema = v.strictObject({
  idNumber: early(
    v.pipe(
      v.string(m('statusId.required')),
      v.trim(),
      v.nonEmpty(m('statusId.required')),
      singleLine(),
      v.maxLength(LIMITS.idNumber.max, m('idNumber.tooLong', { max: LIMITS.idNumber.max })),
    ),
  ),
  reference: referenceSchema(),
})
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
