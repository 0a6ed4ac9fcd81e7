/**
 * A deduction schedule's import by the union's managers (docs/api.md, `staff/deductions/preview`;
 * server/src/insurance/deductions.ts): what the staff page sends and what the gateway answers.
 * Staff code only: the member's page reads ./deductions.ts.
 */
import * as v from 'valibot'
import { messageText as m } from '../messages'
import { SCHEDULE_SOURCES, type ScheduleSource } from './deductions'

/** The largest schedule, in characters and in rows (a header and this many rows at most). */
export const SCHEDULE_MAX_CHARS = 768 * 1024
export const SCHEDULE_MAX_ROWS = 20_000

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

const monthSchema = v.pipe(
  v.string(m('deductions.month')),
  v.regex(MONTH_PATTERN, m('deductions.month')),
)

/** `staff/deductions/preview` and `staff/deductions/confirm`: the schedule, as text. */
export const scheduleSchema = /* @__PURE__ */ v.strictObject({
  month: monthSchema,
  source: v.picklist(SCHEDULE_SOURCES, m('deductions.source')),
  csv: v.pipe(
    v.string(m('deductions.empty')),
    v.maxLength(SCHEDULE_MAX_CHARS, m('deductions.tooLarge', { max: SCHEDULE_MAX_CHARS / 1024 })),
  ),
})
export type ScheduleRequest = v.InferOutput<typeof scheduleSchema>

/** `staff/deductions/imports`: the newest imports, a page at a time. */
export const importsListSchema = /* @__PURE__ */ v.strictObject({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
})

/**
 * Why a row did not match: `shape` (not three fields), `number` (no number), `unknown` (no
 * join has it), `notApproved` (only a join not approved has it), `ambiguous` (two members have
 * it), `amount` (not an amount in pula), `month` (not the schedule's month), `duplicate` (the
 * same member on an earlier row).
 */
export const UNMATCHED_REASONS = [
  'shape',
  'number',
  'unknown',
  'notApproved',
  'ambiguous',
  'amount',
  'month',
  'duplicate',
] as const
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number]

export interface UnmatchedRow {
  /** The line of the file (the header is line 1). */
  line: number
  /** The row's fields as sent, each cut to 40 characters. */
  number: string
  amount: string
  month: string
  reason: UnmatchedReason
}

export interface SchedulePreview {
  month: string
  source: ScheduleSource
  /** The rows after the header (blank lines not counted). */
  rows: number
  matched: number
  /** The matched rows' amounts added up, pula. */
  total: number
  unmatched: UnmatchedRow[]
}

/** A confirmed import. */
export interface DeductionImport {
  id: number
  month: string
  source: ScheduleSource
  matched: number
  unmatched: number
  total: number
  importedBy: string
  importedAt: string
}

/** `staff/deductions/confirm`: the import, and whether this schedule had been confirmed before. */
export interface ConfirmAnswer extends DeductionImport {
  repeated: boolean
}
