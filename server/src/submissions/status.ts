/**
 * The public status checks (docs/design.md section 4a): what became of a submission, found only
 * when its reference AND the id or phone number given with it both match. One 404 whose words
 * never say which half was wrong, and the verification calls' rate limit, so references cannot
 * be tried one after another.
 *
 * - `exclusions/status`: the regulator's portal (EX, RP, CP, CN, TK).
 * - `members/status`: the union's join applications (MB), by the member's ID or passport
 *   number, and its funeral claims (CL), by the claimant's or the member's, with the claim's
 *   steps (its documents verified so far, its payout once approved). A call of its own rather than MB- on the regulator's: each organisation's status
 *   page finds only its own submissions, and neither learns that the other's reference exists.
 *
 * Of a decision it answers the note staff wrote for the applicant, and never reads the note for
 * the record (`decision_note`): that one may hold what only staff should see.
 *
 * An approved exclusion with dates comes with its `proof` (src/shared/exclusion-proof.ts): the
 * gateway's signature over its reference, kind, dates, the excluded person's initials and the
 * last four characters of their number, issued when it was last decided or extended. The same
 * exclusion answers the same token every time (Ed25519 signs deterministically).
 *
 * Cancelling an exclusion (cancel.ts): an approved cancellation answers `effectiveOn`, the day
 * it takes effect, or `withdrawnAt` once the person withdrew it; the exclusion it cancels
 * answers the same `effectiveOn`, and its proof ends on the day before.
 */
import { Hono } from 'hono'
import type * as v from 'valibot'
import { lookupKey } from '../../../src/shared/contracts/contract'
import { addDays, isExclusionPeriod } from '../../../src/shared/exclusion-period'
import {
  EXCLUSION_PROOF_TYP,
  type ExclusionProof,
  idLastFour,
  initialsOf,
} from '../../../src/shared/exclusion-proof'
import { kindsFoundBy, caseKindOf, type FormKind } from '../../../src/shared/contracts/kinds'
import {
  memberStatusCheckSchema,
  statusCheckSchema,
  type StatusAnswer,
} from '../../../src/shared/contracts/status'
import type { AppEnv } from '../context'
import type { Queryable } from '../db/db'
import { jsonBody } from '../http/json-body'
import { ApiError, ok } from '../http/envelope'
import { rateLimit } from '../http/rate-limit'
import { signingKey } from '../signing/keys'

export const NOT_FOUND =
  'We found no application with that reference number and ID or phone number. Check both and try again.'
export const MEMBER_NOT_FOUND =
  'We found no application with that reference number and ID or passport number. Check both and try again.'

interface Row {
  kind: string
  status: StatusAnswer['status']
  data: { kind?: unknown; period?: unknown; applicant?: Person; player?: Person }
  applicant_note: string | null
  starts_on: string | null
  ends_on: string | null
  cancelled_from: string | null
  effective_on: string | null
  withdrawn_at: Date | null
  created_at: Date
  updated_at: Date
}

interface Person {
  fullName?: unknown
  idNumber?: unknown
}

const minDate = (a: string, b: string) => (a < b ? a : b)

/** What the proof of an approved exclusion says, or undefined when it has no dates. */
function proofOf(answer: StatusAnswer, row: Row): ExclusionProof | undefined {
  const { startsOn, endsOn } = answer
  if (!startsOn || !endsOn) return undefined
  if (answer.kind !== 'exclusion-self' && answer.kind !== 'exclusion-third-party') return undefined
  // The excluded person: the applicant, or the player someone else asked to exclude.
  const person = answer.kind === 'exclusion-self' ? row.data.applicant : row.data.player
  if (typeof person?.fullName !== 'string' || typeof person.idNumber !== 'string') return undefined
  return {
    reference: answer.reference,
    kind: answer.kind,
    initials: initialsOf(person.fullName),
    idLastFour: idLastFour(person.idNumber),
    startsOn,
    // Its last day in force (exclusion-state.ts): the day before a cancellation takes effect.
    endsOn: answer.effectiveOn ? minDate(endsOn, addDays(answer.effectiveOn, -1)) : endsOn,
    issuedAt: answer.updatedAt,
  }
}

/**
 * Cancelling an exclusion (cancel.ts): a cancellation's withdrawal, or the day an approved one
 * takes effect; an exclusion's day an approved cancellation takes effect.
 */
function cancellationOf(row: Row): Pick<StatusAnswer, 'effectiveOn' | 'withdrawnAt'> {
  if (row.withdrawn_at) return { withdrawnAt: row.withdrawn_at.toISOString() }
  if (row.data.kind === 'cancel' && row.status === 'APPROVED' && row.effective_on) {
    return { effectiveOn: row.effective_on }
  }
  if (row.data.kind !== 'cancel' && row.status === 'APPROVED' && row.cancelled_from) {
    return { effectiveOn: row.cancelled_from }
  }
  return {}
}

/** A funeral claim's steps: its documents verified so far, and its payout once approved. */
async function claimSteps(db: Queryable, reference: string) {
  const [row] = await db.query<{ verified: number; total: number; payout: string | null }>(
    `select (select count(*)::int from submission_documents d
               where d.reference = s.reference and d.verified) as verified,
            (select count(*)::int from submission_documents d
               where d.reference = s.reference) as total, payout
     from submissions s where reference = $1`,
    [reference],
  )
  return {
    documentsVerified: row?.verified ?? 0,
    documents: row?.total ?? 0,
    ...(row?.payout != null ? { payout: Number(row.payout) } : {}),
  }
}

function statusCheck(
  kinds: readonly FormKind[],
  schema: typeof statusCheckSchema,
  notFound: string,
) {
  return new Hono<AppEnv>().post('/', rateLimit('status'), jsonBody(schema), async (c) => {
    const { idNumber, reference } = c.req.valid('json') as v.InferOutput<typeof schema>
    const [row] = await c.var.db.query<Row>(
      `select kind, status, data, applicant_note, created_at, updated_at,
         to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on,
         to_char(cancelled_from, 'YYYY-MM-DD') as cancelled_from,
         to_char(effective_on, 'YYYY-MM-DD') as effective_on, withdrawn_at
       from submissions
       where reference = $1 and kind = any($2) and $3 = any(lookup_keys)`,
      [reference, kinds, lookupKey(idNumber)],
    )
    if (!row) throw new ApiError(404, notFound)
    const answer: StatusAnswer = {
      reference,
      kind: caseKindOf(row.kind, row.data),
      status: row.status,
      submittedAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      ...(row.applicant_note ? { applicantNote: row.applicant_note } : {}),
      // An approved exclusion's dates (migration 021), with the period it was applied for.
      ...(row.starts_on && row.ends_on && isExclusionPeriod(row.data.period)
        ? { startsOn: row.starts_on, endsOn: row.ends_on, period: row.data.period }
        : {}),
      ...cancellationOf(row),
    }
    if (row.kind === 'claim') answer.claim = await claimSteps(c.var.db, reference)
    const proof = row.status === 'APPROVED' ? proofOf(answer, row) : undefined
    if (proof) {
      const key = await signingKey(c.var.db, c.var.env)
      answer.proof = key.sign({ ...proof }, EXCLUSION_PROOF_TYP)
    }
    return ok(c, answer)
  })
}

export const statusRoutes = statusCheck(
  kindsFoundBy('exclusions/status'),
  statusCheckSchema,
  NOT_FOUND,
)
export const memberStatusRoutes = statusCheck(
  kindsFoundBy('members/status'),
  memberStatusCheckSchema,
  MEMBER_NOT_FOUND,
)
