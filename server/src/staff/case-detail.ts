/**
 * One case as `staff/cases/show` answers it: every answer, its files (with their verification),
 * who submitted it for someone, the decision, and its history: the submission, then what the
 * audit log holds about it (decisions, file reads, verifications), oldest first.
 */
import type { AuditAction } from '../../../src/shared/schemas/staff'
import type { CaseDetail, CaseDocument, CaseEvent } from '../../../src/shared/schemas/staff-cases'
import type { Queryable } from '../db/db'
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './case-rows'

export const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, data, submitted_by,
  (select email from staff_users u where u.id = submitted_by) as submitted_by_email,
  decision_note, applicant_note, decided_by, decided_at`

export interface DetailRow extends SummaryRow {
  data: Record<string, unknown>
  submitted_by: string | null
  submitted_by_email: string | null
  decision_note: string | null
  applicant_note: string | null
  decided_by: string | null
  decided_at: Date | null
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

export async function caseDetail(db: Queryable, row: DetailRow): Promise<CaseDetail> {
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
  }
}
