/**
 * Case review (docs/design.md sections 4 and 4a, Staff): the requests of
 * `staff/cases/*`, `staff/documents/verify` and `staff/files/read`, shared by the staff pages
 * and the gateway, and the shapes of their answers.
 *
 * A case's `kind` is what a person would call it: an exclusion application is one of its four
 * kinds (`exclusion-self`, ...), as the public status check names it; every other submission
 * is its contract's kind. The kinds of an area come from the contracts (src/shared/contracts),
 * so a new contract (the insurance join, in `members`) brings its kind with it.
 */
import * as v from 'valibot'
import { STATUS_KINDS } from '../contracts'
import { KINDS, FORM_KINDS, caseKindsOf } from '../contracts/kinds'
import { messageText as m } from '../messages'
import { referenceSchema } from '../reference'
import type { ExclusionPeriod } from '../exclusion-period'
import type { DeductionMonth } from '../insurance/deductions'
import { codeSchema, early, multiLine, optionalField } from '../rules'
import { AREAS, daySchema, inOrder, page, pageSize, type Area, type AuditAction } from './staff'

export const CASE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const
export type CaseStatus = (typeof CASE_STATUSES)[number]
export const DECISIONS = ['APPROVED', 'REJECTED'] as const
export type Decision = (typeof DECISIONS)[number]

export { caseKindOf } from '../contracts/kinds'

/** The kinds of case each area holds, in the order of the registry (contracts/kinds.ts). */
export const CASE_KINDS = Object.fromEntries(
  AREAS.map((area) => [
    area,
    KINDS.filter((kind) => FORM_KINDS[kind].area === area).flatMap(caseKindsOf),
  ]),
) as Record<Area, string[]>

const ALL_KINDS = Object.values(CASE_KINDS).flat()

export const NOTE_MAX = 1000

const areaSchema = v.picklist(AREAS, m('area.invalid'))
const statusSchema = v.picklist(CASE_STATUSES, m('caseStatus.invalid'))
const kindSchema = v.picklist(ALL_KINDS, m('caseKind.invalid'))

/**
 * Where an approved exclusion stands today by the gateway clock
 * (server/src/submissions/exclusion-state.ts): in force, in force with its last day within 30
 * days, or past its last day (by its end, or by a cancellation that took effect).
 */
export const EXCLUSION_STATES = ['active', 'ending-soon', 'ended'] as const
export type ExclusionState = (typeof EXCLUSION_STATES)[number]
// The status's message: a standing is a finer status, and every public page carries the
// message table (src/shared/messages.ts), whose bytes the exclusion forms have none to spare.
const exclusionStateSchema = v.picklist(EXCLUSION_STATES, m('caseStatus.invalid'))

/** A kind the area holds (an exclusion kind is no filter of the complaints queue). */
const kindFitsArea = (input: { area: Area; kind?: string | undefined }) =>
  !input.kind || CASE_KINDS[input.area].includes(input.kind)

export const caseListSchema = v.pipe(
  v.strictObject({
    area: areaSchema,
    status: v.optional(statusSchema),
    kind: v.optional(kindSchema),
    /** The exclusions queue only: approved exclusions where they stand today. */
    exclusion: v.optional(exclusionStateSchema),
    from: v.optional(daySchema),
    to: v.optional(daySchema),
    page,
    pageSize,
  }),
  v.forward(
    v.check((input) => inOrder(input), m('dateRange.order')),
    ['to'],
  ),
  v.forward(
    v.check((input) => kindFitsArea(input), m('caseKind.invalid')),
    ['kind'],
  ),
  v.forward(
    v.check(
      (input) => input.exclusion === undefined || input.area === 'exclusions',
      m('field.notExpected'),
    ),
    ['exclusion'],
  ),
)
export type CaseListRequest = v.InferOutput<typeof caseListSchema>

/** The queue's filter form (the status has its own links): a blank field filters nothing. */
export const caseFilterFormSchema = v.pipe(
  v.object({
    kind: optionalField(kindSchema),
    from: optionalField(daySchema),
    to: optionalField(daySchema),
  }),
  v.forward(
    v.check((input) => inOrder(input), m('dateRange.order')),
    ['to'],
  ),
)

export const caseCountsSchema = v.strictObject({ area: v.optional(areaSchema) })

export const casesMineSchema = v.strictObject({ page, pageSize })

export const caseShowSchema = v.strictObject({ area: areaSchema, reference: referenceSchema() })
export type CaseShowRequest = v.InferOutput<typeof caseShowSchema>

const noteSchema = early(
  v.pipe(
    v.string(m('note.required')),
    v.trim(),
    v.nonEmpty(m('note.required')),
    multiLine(),
    v.maxLength(NOTE_MAX, m('note.tooLong', { max: NOTE_MAX })),
  ),
)

/**
 * The note for the applicant: what the public status check shows with the decision (blank is
 * none). Apart from `note`, the note for the record, which only staff ever read.
 */
const applicantNoteSchema = optionalField(
  v.pipe(
    v.string(m('note.tooLong', { max: NOTE_MAX })),
    v.trim(),
    multiLine(),
    v.maxLength(NOTE_MAX, m('note.tooLong', { max: NOTE_MAX })),
  ),
)

/**
 * The areas whose applicants read a decision on the public status check (EX, RP, CP, CN, TK),
 * and the union's claims, whose member reads why a claim was rejected (members/status).
 */
export const PUBLIC_STATUS_AREAS: readonly Area[] = [
  ...STATUS_KINDS.map((kind) => FORM_KINDS[kind].area),
  FORM_KINDS.claim.area,
]

const decisionFields = {
  decision: v.picklist(DECISIONS, m('decision.required')),
  note: noteSchema,
  applicantNote: applicantNoteSchema,
}

/**
 * A decision. `productCode` only for a product registration: the code buyers will check
 * (docs/design.md 4a; by default the one the registration gave). `applicantNote` only where
 * the applicant can read it: the portal's areas.
 */
export const caseDecideSchema = v.pipe(
  v.strictObject({
    area: areaSchema,
    reference: referenceSchema(),
    ...decisionFields,
    productCode: v.optional(codeSchema),
  }),
  v.forward(
    v.check(
      (input) => input.productCode === undefined || input.area === 'registrations',
      m('field.notExpected'),
    ),
    ['productCode'],
  ),
  v.forward(
    v.check(
      (input) => input.applicantNote === undefined || PUBLIC_STATUS_AREAS.includes(input.area),
      m('field.notExpected'),
    ),
    ['applicantNote'],
  ),
)
export type CaseDecideRequest = v.InferOutput<typeof caseDecideSchema>

/** The decision form: the code is a text box, blank for the registration's own. */
export const decisionFormSchema = v.object({
  ...decisionFields,
  productCode: optionalField(codeSchema),
})
export type DecisionForm = v.InferOutput<typeof decisionFormSchema>

const documentIdSchema = v.pipe(
  v.number(m('document.unknown')),
  v.integer(m('document.unknown')),
  v.minValue(1, m('document.unknown')),
  v.maxValue(Number.MAX_SAFE_INTEGER, m('document.unknown')),
)

/** `staff/documents/verify` and `staff/files/read`: one file of a case, by its id. */
export const documentRequestSchema = v.strictObject({ documentId: documentIdSchema })
export type DocumentRequest = v.InferOutput<typeof documentRequestSchema>

// ---- answers -------------------------------------------------------------------------------

export type StatusCounts = Record<CaseStatus, number>

/** `staff/cases/counts`: each queue within reach, by status. */
export interface AreaCounts {
  area: Area
  counts: StatusCounts
}

/** A row of a queue: enough to pick a case, none of its answers. */
export interface CaseSummary {
  reference: string
  area: Area
  kind: string
  status: CaseStatus
  /** Whom or what the case is about: a name, a product; null when none was given. */
  subject: string | null
  submittedAt: string
  updatedAt: string
  /**
   * An approved exclusion with dates: its last day in force ('YYYY-MM-DD'), its end or the day
   * before a cancellation takes effect; null for any other case.
   */
  lastDay: string | null
}

export interface CaseDocument {
  id: number
  /** The upload field of the contract (`idCopy`, `photos`). */
  field: string
  position: number
  fileName: string
  mediaType: string
  size: number
  verified: boolean
  verifiedBy: string | null
  verifiedAt: string | null
}

/** A line of a case's history: its submission, then the audit log's rows about it. */
export interface CaseEvent {
  at: string
  action: 'submitted' | AuditAction
  actorEmail: string | null
  /** For a file read or a verification: the file's name. */
  target: string | null
}

/** An approved exclusion's dates, 'YYYY-MM-DD' (migrations 021 and 022). */
export interface ExclusionDates {
  /** The period applied for, null if the answers hold none we know. */
  period: ExclusionPeriod | null
  startsOn: string
  /** Its end as approved or extended. */
  endsOn: string
  /** Its last day in force: its end, or the day before a cancellation takes effect. */
  lastDay: string
  /** The first day an approved cancellation takes effect, if one does. */
  cancelledFrom: string | null
  /** Where it stands today by the gateway clock; null before it starts. */
  state: ExclusionState | null
}

/** Someone the applicant named to support them (a self-exclusion's answers). */
export interface SupportPerson {
  fullName: string
  relationship: string | null
  phone: string | null
  email: string | null
}

export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'failed'] as const
export type MessageState = (typeof MESSAGE_STATES)[number]

/** A message sent (or to be sent) about a case (the table `messages`, migration 019). */
export interface CaseMessage {
  id: number
  /** What it is, e.g. `exclusion.extended`. */
  kind: string
  channel: 'email' | 'sms'
  /** The address or number, null once removed (30 days after it was sent or failed). */
  recipient: string | null
  state: MessageState
  attempts: number
  createdAt: string
  sentAt: string | null
  failedAt: string | null
  /** Why the last attempt failed, as a code (`smtp EENVELOPE 550`), never a server's words. */
  error: string | null
}

export interface CaseDetail extends CaseSummary {
  /** The answers as the contract's schema checked them. */
  data: Record<string, unknown>
  /** The agent who submitted it for someone, if one did. */
  submittedBy: string | null
  decision: {
    /** The note for the record. */
    note: string | null
    /** The note for the applicant, which the public status check shows. */
    applicantNote: string | null
    decidedBy: string | null
    decidedAt: string | null
  } | null
  /** For an approved product registration: the code it is on the register by. */
  productCode: string | null
  documents: CaseDocument[]
  history: CaseEvent[]
  /** For an approved exclusion with dates; null otherwise. */
  exclusion: ExclusionDates | null
  /** For an exclusion: the support persons its answers name ([] when none). */
  supportPersons: SupportPerson[]
  /** Every message about the case, oldest first. */
  messages: CaseMessage[]
  /** For a funeral claim: what it needs checked against the member's cover; null otherwise. */
  claim: ClaimReview | null
}

/**
 * The premiums a claim's check reads (server/src/insurance/deductions.ts): the month of death and
 * the two before it, those within the cover, newest first; `paid` when each was paid in full.
 */
export interface ClaimDeductions {
  months: DeductionMonth[]
  paid: boolean
}

/**
 * A funeral claim's checks (server/src/insurance/claims.ts): the approved join it names (none:
 * the membership was not found), whether the person who died is on that cover and the cover
 * on the day of death, the premiums of the month of death and the two before (null without
 * the join), how many of its documents
 * staff have verified, and once approved the payout recorded.
 */
export interface ClaimReview {
  join: {
    reference: string
    /** 'YYYY-MM-DD', Botswana's day of the approval. */
    approvedOn: string
    packageTitle: string
    /** What the package pays out now, or null when the catalogue no longer has it. */
    payout: number | null
  } | null
  onCover: boolean
  cover: 'any-cause' | 'accident' | 'none'
  accidentFrom: string | null
  anyCauseFrom: string | null
  deductions: ClaimDeductions | null
  documents: { verified: number; total: number }
  payout: number | null
}

/** `staff/cases/decide`: the case's new state, and the code an approved product is on. */
export interface DecisionAnswer {
  reference: string
  status: CaseStatus
  decidedAt: string
  productCode?: string
}
