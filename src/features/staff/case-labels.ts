/**
 * The words of case review, as Lingui descriptors: each area's queue, the status of a case,
 * the kinds of case (in staff's words: a case is about someone else, never "you"), the upload
 * fields, the questions of a product registration (it has no journey to lend its words), and
 * what a case's history records.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { staffDecisionWords } from '../../i18n/decision-words'
import type { CaseKind } from '../../shared/contracts/kinds'
import type { Area } from '../../shared/schemas/staff'
import type { CaseEvent, CaseStatus, Decision } from '../../shared/schemas/staff-cases'
import { AUDIT_ACTION_LABELS } from './labels'

export const AREA_LABELS: Record<Area, MessageDescriptor> = {
  exclusions: msg`Exclusion applications`,
  reports: msg`Reports of illegal gambling`,
  complaints: msg`Complaints`,
  counselling: msg`Requests for counselling`,
  talk: msg`Requests to talk to an officer`,
  registrations: msg`Product pre-registrations`,
  fakes: msg`Reports of fakes and scam calls`,
  members: msg`Insurance join applications`,
  claims: msg`Funeral claims`,
}

export const CASE_STATUS_LABELS: Record<CaseStatus, MessageDescriptor> = {
  PENDING: msg`Waiting for a decision`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
}

/**
 * A case's status in its kind's words (src/i18n/decision-words.ts: a report is closed, never
 * approved), or the general ones for a kind without its own.
 */
export function caseStatusLabel(kind: string, status: CaseStatus): MessageDescriptor {
  const own = status === 'PENDING' ? undefined : staffDecisionWords(kind)?.[status]
  return own?.status ?? CASE_STATUS_LABELS[status]
}

const CHOICES: Record<Decision, MessageDescriptor> = {
  APPROVED: msg`Approve`,
  REJECTED: msg`Reject`,
}

/** How staff choose a decision on a case of this kind. */
export const decisionChoice = (kind: string, decision: Decision): MessageDescriptor =>
  staffDecisionWords(kind)?.[decision].choice ?? CHOICES[decision]

/** Every kind of case, in staff's words (src/shared/contracts/kinds.ts). */
export const KIND_LABELS: Record<CaseKind, MessageDescriptor> = {
  'exclusion-self': msg`Self-exclusion`,
  'exclusion-third-party': msg`Exclusion asked by someone close`,
  'exclusion-appeal': msg`Appeal against an exclusion`,
  'exclusion-cancel': msg`Cancellation of an exclusion`,
  report: msg`Report of illegal gambling`,
  complaint: msg`Complaint`,
  counselling: msg`Request for counselling`,
  talk: msg`Request to talk to an officer`,
  productRegistration: msg`Product pre-registration`,
  productReport: msg`Report of a fake`,
  scamCall: msg`Report of a scam call`,
  insuranceJoin: msg`Insurance join application`,
  claim: msg`Funeral claim`,
}

export const UPLOAD_FIELD_LABELS: Record<string, MessageDescriptor> = {
  idCopy: msg`Copy of the applicant's ID or passport`,
  picture: msg`Photo of the applicant's face`,
  playerIdCopy: msg`Copy of the player's ID or passport`,
  playerPicture: msg`Photo of the player's face`,
  applicationForm: msg`Signed application form`,
  counsellingReport: msg`Counselling report`,
  photos: msg`Photo of the product`,
  screenshot: msg`Screenshot of the call or message`,
  document: msg`Supporting document`,
  identityFile: msg`Proof of identity`,
  addressFile: msg`Proof of address`,
  bankStatementFile: msg`Bank statement`,
  deathProofFile: msg`Proof of the death`,
  claimantIdFile: msg`Claimant's ID or passport`,
}

const SUBMITTED = msg`Submitted`

export const eventLabel = (action: CaseEvent['action']): MessageDescriptor =>
  action === 'submitted' ? SUBMITTED : AUDIT_ACTION_LABELS[action]

export const labelOr = (labels: Readonly<Record<string, MessageDescriptor>>, key: string) =>
  Object.hasOwn(labels, key) ? labels[key] : undefined
