/**
 * One case as `staff/cases/show` answers it: every answer, its files (with their verification),
 * who submitted it for someone, the decision, and its history: the submission, then what the
 * audit log holds about it (decisions, file reads, verifications), oldest first. For an
 * approved exclusion, its dates and where it stands today; for an exclusion, the support
 * persons its answers name; and for every case, each message sent about it (support-persons.ts,
 * case-messages.ts); for a funeral claim, what it needs checked (insurance/claims.ts).
 */
import { isExclusionPeriod } from '../../../src/shared/exclusion-period'
import type { AuditAction } from '../../../src/shared/schemas/staff'
import type {
  CaseDetail,
  CaseDocument,
  CaseEvent,
  ExclusionDates,
  ExclusionState,
} from '../../../src/shared/schemas/staff-cases'
import type { Db } from '../db/db'
import { claimReview } from '../insurance/claims'
import { caseMessages } from './case-messages'
import { exclusionStateSql, SUMMARY_COLUMNS, toSummary, type SummaryRow } from './case-rows'
import { supportPersonsOf } from './support-persons'

/** The columns of a case, where it stands judged on `today` (a parameter such as `$3`). */
export const detailColumns = (today: string) => `${SUMMARY_COLUMNS}, data, submitted_by,
  (select email from staff_users u where u.id = submitted_by) as submitted_by_email,
  decision_note, applicant_note, decided_by, decided_at,
  to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on,
  to_char(cancelled_from, 'YYYY-MM-DD') as cancelled_from, payout,
  ${exclusionStateSql(today)} as exclusion_state`

export interface DetailRow extends SummaryRow {
  data: Record<string, unknown>
  submitted_by: string | null
  submitted_by_email: string | null
  decision_note: string | null
  applicant_note: string | null
  decided_by: string | null
  decided_at: Date | null
  starts_on: string | null
  ends_on: string | null
  cancelled_from: string | null
  exclusion_state: ExclusionState | null
  /** A funeral claim's recorded payout (numeric, as text). */
  payout: string | null
}

export interface DocumentRow {
  id: number
  field: string
  position: number
  file_name: string
  media_type: string
  size: number
  verified: boolean
  verified_by: string | null
  verified_at: Date | null
}

export const DOCUMENT_COLUMNS = `d.id, d.field, d.position, d.file_name, u.media_type, u.size,
  d.verified, d.verified_by, d.verified_at`

export const toDocument = (row: DocumentRow): CaseDocument => ({
  id: row.id,
  field: row.field,
  position: row.position,
  fileName: row.file_name,
  mediaType: row.media_type,
  size: row.size,
  verified: row.verified,
  verifiedBy: row.verified_by,
  verifiedAt: row.verified_at?.toISOString() ?? null,
})

interface EventRow {
  at: Date
  action: AuditAction
  actor_email: string | null
  target: string | null
}

/** An approved exclusion's dates (only such a case has them, and its last day with them). */
function exclusionOf(row: DetailRow): ExclusionDates | null {
  if (!row.starts_on || !row.ends_on || !row.last_day) return null
  return {
    period: isExclusionPeriod(row.data.period) ? row.data.period : null,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    lastDay: row.last_day,
    cancelledFrom: row.cancelled_from,
    state: row.exclusion_state,
  }
}

/** One case; `today` (Botswana's) judges a funeral claim's cover (insurance/claims.ts). */
export async function caseDetail(db: Db, row: DetailRow, today: string): Promise<CaseDetail> {
  const documents = await db.query<DocumentRow>(
    `select ${DOCUMENT_COLUMNS}
     from submission_documents d join uploads u on u.sha256 = d.storage_ref
     where d.reference = $1 order by d.id`,
    [row.reference],
  )
  const events = await db.query<EventRow>(
    `select at, action, actor_email, target from audit_log
     where area = $1 and reference = $2 order by at, id`,
    [row.area, row.reference],
  )
  const [product] = await db.query<{ code: string }>(
    'select code from products where registration = $1',
    [row.reference],
  )
  const submitted: CaseEvent = {
    at: row.created_at.toISOString(),
    action: 'submitted',
    actorEmail: row.submitted_by_email,
    target: null,
  }
  return {
    ...toSummary(row),
    data: row.data,
    submittedBy: row.submitted_by_email,
    decision:
      row.status === 'PENDING'
        ? null
        : {
            note: row.decision_note,
            applicantNote: row.applicant_note,
            decidedBy: row.decided_by,
            decidedAt: row.decided_at?.toISOString() ?? null,
          },
    productCode: product?.code ?? null,
    documents: documents.map(toDocument),
    history: [
      submitted,
      ...events.map((event) => ({
        at: event.at.toISOString(),
        action: event.action,
        actorEmail: event.actor_email,
        target: event.target,
      })),
    ],
    exclusion: exclusionOf(row),
    supportPersons: row.kind === 'exclusion' ? supportPersonsOf(row.data) : [],
    messages: await caseMessages(db, row.reference),
    claim:
      row.kind === 'claim' ? await claimReview(db, row.data, documents, row.payout, today) : null,
  }
}
