/**
 * What a decision does besides setting the case's status, per kind of submission, inside the
 * decision's transaction (so a decision and its effect commit together or not at all):
 *
 * - productRegistration, approved: the product goes on the register (`products`, status
 *   Registered) under the code the decision gives, by default the registration's own, so that
 *   product/check finds it as genuine (docs/design.md 4a, the first closed loop). A code already on
 *   the register is a 409 on `productCode`, and nothing is decided. After the commit, this
 *   gateway forgets its cached verdict for the code, so the next check here finds it at once;
 *   another gateway's cache holds a verdict 5 s at most (server/src/verification/cache.ts).
 * - insuranceJoin (area `members`, MB- references), when the join lands: approved, the member's
 *   user becomes `approved`, with `approvedBy` (the deciding account) and `approvedAt` (the
 *   decision's time). Add its effect to DECISION_EFFECTS below; until then a members case is
 *   decided like any other.
 *
 * - exclusion, approved, of a kind that asks for a period (self, third-party): the exclusion
 *   starts on the decision's day in Botswana (the gateway clock, server/src/clock.ts) and ends
 *   after its period (src/shared/exclusion-period.ts); the status check answers both dates.
 *   The person, their support persons, or the person a third party excluded, are told in the
 *   same transaction (server/src/messages/notices.ts).
 *
 * - exclusion of kind cancel, approved: it takes effect 7 days later, on the exclusion it names
 *   (cancel-effect.ts); refused with a 409 while that exclusion is under 6
 *   months old or once it is no longer in force.
 *
 * - scamCall (a report of a scam call), closed with action taken: the number counts one report
 *   more on the caller register (`caller_ids`, in international form), and a number the register
 *   did not know, or knew as reported, is reported; a verified line (an organisation's own,
 *   which scammers make a call look as if it came from) stays verified, with the report counted.
 *   So `callerId/check` and the offline copy of the register (`verify/snapshot`) know it at once.
 *   A report closed with no action changes nothing.
 *
 * - claim (a funeral claim, area `claims`), approved: the payout its join's package states is
 *   recorded on the claim (a 409 when no approved membership matches it); rejected: only with
 *   the reason for the member (the note for the applicant), else a 400 on it. Either way the
 *   claimant is told (server/src/insurance/claims.ts).
 *
 * The portal's other kinds have no effect of their own: the public status check reads the
 * case's status and updated_at (server/src/submissions/status.ts), the second closed loop.
 */
import { lookupKey } from '../../../src/shared/contracts/contract'
import { isExclusionPeriod, periodEnd } from '../../../src/shared/exclusion-period'
import { messageText as m } from '../../../src/shared/messages'
import type { Decision } from '../../../src/shared/schemas/staff-cases'
import { internationalForm } from '../../../src/shared/verify-snapshot'
import type { Db, Queryable } from '../db/db'
import { ApiError } from '../http/envelope'
import { decideClaim } from '../insurance/claims'
import { noticeApproved } from '../messages/notices'
import { REGISTERED, verificationState } from '../verification/state'
import { approveCancellation } from './cancel-effect'

export interface DecisionContext {
  db: Db
  tx: Queryable
  reference: string
  decision: Decision
  data: Record<string, unknown>
  /** The staff account deciding: its email. */
  decidedBy: string
  /** ISO time of the decision. */
  at: string
  /** The decision's date in Botswana, 'YYYY-MM-DD', by the gateway clock. */
  today: string
  /** The note for the applicant, if staff wrote one. */
  applicantNote?: string | undefined
  productCode?: string | undefined
}

export interface DecisionOutcome {
  /** What the audit row and the answer add about the effect. */
  details?: Record<string, string>
  /** Runs once the transaction has committed. */
  afterCommit?: () => void
}

export type DecisionEffect = (context: DecisionContext) => Promise<DecisionOutcome>

const text = (value: unknown) => (typeof value === 'string' ? value : null)

async function registerProduct(context: DecisionContext): Promise<DecisionOutcome> {
  if (context.decision !== 'APPROVED') return {}
  const { data, db, tx, reference } = context
  const code = context.productCode ?? text(data.productCode)
  if (!code) {
    throw new ApiError(400, 'Invalid input', {
      errors: [{ path: 'productCode', message: m('code.required') }],
    })
  }
  const inserted = await tx.query(
    `insert into products (code, name, manufacturer, batch, status, registration)
     values ($1, $2, $3, $4, $5, $6) on conflict (code) do nothing returning code`,
    [
      code,
      text(data.productName) ?? code,
      text(data.companyName) ?? text(data.brand) ?? '',
      text(data.batch),
      REGISTERED,
      reference,
    ],
  )
  if (inserted.length === 0) {
    throw new ApiError(409, m('productCode.exists'), {
      errors: [{ path: 'productCode', message: m('productCode.exists') }],
    })
  }
  return {
    details: { productCode: code },
    afterCommit: () => verificationState(db).products.forget(code),
  }
}

async function startExclusion(context: DecisionContext): Promise<DecisionOutcome> {
  const { data, decision, tx, reference, today } = context
  if (decision !== 'APPROVED' || !isExclusionPeriod(data.period)) return {}
  const endsOn = periodEnd(today, data.period)
  // The excluded person, by whom the register finds them (migration 022).
  const person = (data.kind === 'third-party' ? data.player : data.applicant) as
    { idNumber?: unknown } | undefined
  const excludedKey = typeof person?.idNumber === 'string' ? lookupKey(person.idNumber) : null
  await tx.query(
    'update submissions set starts_on = $2, ends_on = $3, excluded_key = $4 where reference = $1',
    [reference, today, endsOn, excludedKey],
  )
  await noticeApproved(tx, reference)
  return { details: { startsOn: today, endsOn, period: data.period } }
}

async function countScamCall(context: DecisionContext): Promise<DecisionOutcome> {
  const number = text(context.data.callerNumber)
  if (context.decision !== 'APPROVED' || !number) return {}
  const phone = internationalForm(number)
  const [row] = await context.tx.query<{ status: string; reports: number }>(
    `insert into caller_ids (phone, status, reports) values ($1, 'reported', 1)
     on conflict (phone) do update set reports = caller_ids.reports + 1
     returning status, reports`,
    [phone],
  )
  return { details: { callerNumber: phone, callerReports: String(row?.reports ?? 1) } }
}

/** Effects by the submission's kind (its contract's `kind`). */
export const DECISION_EFFECTS: Readonly<Partial<Record<string, DecisionEffect>>> = {
  productRegistration: registerProduct,
  scamCall: countScamCall,
  claim: decideClaim,
  exclusion: (context) =>
    context.data.kind === 'cancel' ? approveCancellation(context) : startExclusion(context),
  // insuranceJoin: the member's approval (approved, approvedBy, approvedAt), when it lands.
}
