/**
 * How the case calls read `submissions` (migration 008): the columns of a queue row, the kind
 * as staff see it, the subject (whom or what a case is about, from the answers each contract
 * keeps), an approved exclusion's last day in force and where it stands today (the shared
 * definition, server/src/db/exclusion-state.ts), and the mapping of rows to the
 * answers' shapes (src/shared/schemas/staff-cases.ts).
 */
import { FORM_KINDS, KINDS } from '../../../src/shared/contracts/kinds'
import {
  CASE_STATUSES,
  caseKindOf,
  type CaseStatus,
  type CaseSummary,
  type ExclusionState,
  type StatusCounts,
} from '../../../src/shared/schemas/staff-cases'
import type { Area } from '../../../src/shared/schemas/staff'
import { endedBy, endingSoonOn, inForceOn, lastDayInForce } from '../db/exclusion-state'

// Kind names and paths are the registry's constants (src/shared/contracts/kinds.ts), never input.
const withVariants = KINDS.filter((kind) => 'variants' in FORM_KINDS[kind]).map(
  (kind) => `'${kind}'`,
)

/** The kind as caseKindOf names it, in SQL, so that a queue filters by it. */
export const KIND_SQL = `(case when kind in (${[...withVariants, "''"].join(', ')})
  then kind || '-' || coalesce(data->>'kind', '') else kind end)`

/**
 * Whom or what a case is about, as its kind's registry entry names it (the applicant, the
 * contact, the product, the member). Null for an anonymous report.
 */
const SUBJECT_SQL = `(case kind ${KINDS.map(
  (kind) =>
    `when '${kind}' then nullif(concat_ws(' ', ${FORM_KINDS[kind].subject
      .map((path) => `data#>>'{${path.join(',')}}'`)
      .join(', ')}), '')`,
).join(' ')} end)`

// Dates as text: a `date` read into a JavaScript Date would shift with the machine's zone.
const LAST_DAY_SQL = `(case when kind = 'exclusion' and status = 'APPROVED'
  then to_char(${lastDayInForce()}, 'YYYY-MM-DD') end)`

export const SUMMARY_COLUMNS = `reference, area, kind, status, data->>'kind' as sub_kind,
  ${SUBJECT_SQL} as subject, created_at, updated_at, ${LAST_DAY_SQL} as last_day`

/** SQL condition per state: the row is an approved exclusion in it on `today` (a parameter). */
export const EXCLUSION_STATE_SQL: Readonly<Record<ExclusionState, (today: string) => string>> = {
  active: (today) => inForceOn(today),
  'ending-soon': (today) => endingSoonOn(today),
  ended: (today) => endedBy(today),
}

/** SQL: where the row stands on `today` (ending soon before active, as it is both), or null. */
export const exclusionStateSql = (today: string) =>
  `(case when ${endedBy(today)} then 'ended' when ${endingSoonOn(today)} then 'ending-soon'
    when ${inForceOn(today)} then 'active' end)`

export interface SummaryRow {
  reference: string
  area: Area
  kind: string
  status: CaseStatus
  sub_kind: string | null
  subject: string | null
  created_at: Date
  updated_at: Date
  last_day: string | null
}

export const toSummary = (row: SummaryRow): CaseSummary => ({
  reference: row.reference,
  area: row.area,
  kind: caseKindOf(row.kind, { kind: row.sub_kind }),
  status: row.status,
  subject: row.subject,
  submittedAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  lastDay: row.last_day,
})

/** Every status, with 0 for those no row has. */
export function countsOf(rows: ReadonlyArray<{ status: CaseStatus; n: number }>): StatusCounts {
  const counts = Object.fromEntries(CASE_STATUSES.map((status) => [status, 0])) as StatusCounts
  for (const row of rows) counts[row.status] = row.n
  return counts
}
