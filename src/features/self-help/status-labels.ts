import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { StatusAnswer } from '../../shared/contracts/status'

/** What a found submission is, by the kind the status check answers. */
export const STATUS_KIND_LABELS: Record<string, MessageDescriptor> = {
  'exclusion-self': msg`Self-exclusion application`,
  'exclusion-third-party': msg`Application to exclude someone close to you`,
  'exclusion-appeal': msg`Appeal against an exclusion decision`,
  'exclusion-cancel': msg`Application to cancel an exclusion`,
  report: msg`Report of illegal gambling`,
  complaint: msg`Complaint`,
  counselling: msg`Request for counselling`,
  talk: msg`Request to talk to an officer`,
  unknown: msg`Submission`,
}

export const STATUS_LABELS: Record<StatusAnswer['status'], MessageDescriptor> = {
  PENDING: msg`Received, waiting for review`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Not approved`,
}
