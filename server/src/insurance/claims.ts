/**
 * Funeral claims (`claims/submit`, src/shared/contracts/claim.ts) on the gateway: the approved
 * join a claim names, what its staff page shows to check (caseDetail's `claim`), the decision's
 * effect (staff/effects.ts) and the member's view of its steps (members/status).
 *
 * A claim names the membership by the membership number or the join's MB- reference, with the
 * member's ID number: the join found is an APPROVED `insuranceJoin` whose reference or
 * `user.membershipNumber` is that, and whose ID (its lookup key) is that number. None found is
 * what staff read as "membership not found"; an approval then is refused, as the payout comes
 * from the join's package.
 *
 * Approved, the claim records the payout its package states in the catalogue on that day
 * (`submissions.payout`, migration 032); rejected, it must carry the reason the member reads
 * (the note for the applicant). Either way the claimant is told (claim-notices.ts).
 */
import { claimChecks, type ApprovedJoin } from '../../../src/shared/insurance/claim-checks'
import { messageText as m } from '../../../src/shared/messages'
import type { ClaimReview } from '../../../src/shared/schemas/staff-cases'
import type { Db, Queryable } from '../db/db'
import { ApiError } from '../http/envelope'
import { catalogue } from './catalogue'
import { membershipOf } from './cover'
import { joinOfClaim } from './claim-join'
import { claimDeductions } from './deductions'
import { noticeClaimDecided } from './claim-notices'

type Loose = Record<string, unknown>

/** A moment of the Botswana day `day` ('YYYY-MM-DD'), noon (UTC+2 all year). */
const noonInBotswana = (day: string) => new Date(`${day}T12:00:00+02:00`)

/** The join's package: its title and what it pays out, from the catalogue as it is now. */
async function packageOf(db: Db, join: ApprovedJoin) {
  const { packages } = await catalogue(db)
  return packages.get(String(join.data.packageId))
}

/** What the staff's page of a claim shows to check, judged on `today`. */
export async function claimReview(
  db: Db,
  data: Loose,
  documents: readonly { verified: boolean }[],
  recordedPayout: string | null,
  today: string,
): Promise<ClaimReview> {
  const join = await joinOfClaim(db, data)
  const pkg = join && (await packageOf(db, join))
  // The membership as the member's page shows it (cover.ts), from the day of approval.
  const membership =
    join && membershipOf(join.reference, join.data, pkg, noonInBotswana(join.approvedOn))
  const checks = join && membership && claimChecks(data as never, join, membership, today)
  return {
    join: join
      ? {
          reference: join.reference,
          approvedOn: join.approvedOn,
          packageTitle: pkg?.title ?? String(join.data.packageId),
          payout: pkg?.payout ?? null,
        }
      : null,
    onCover: checks?.onCover ?? false,
    cover: checks?.cover ?? 'none',
    accidentFrom: checks?.accidentFrom ?? null,
    anyCauseFrom: checks?.anyCauseFrom ?? null,
    // The premiums up to the death, from the imported schedules (./deductions.ts).
    deductions:
      join && membership
        ? await claimDeductions(db, { ...join, membership }, String(data.deathDate), today)
        : null,
    documents: {
      verified: documents.filter((document) => document.verified).length,
      total: documents.length,
    },
    payout: recordedPayout === null ? null : Number(recordedPayout),
  }
}

/** What the decision's effect reads of a claim's decision (staff/effects.ts, DecisionContext). */
interface ClaimDecision {
  tx: Queryable
  reference: string
  decision: 'APPROVED' | 'REJECTED'
  data: Loose
  applicantNote?: string | undefined
}

/** The decision's effect on a claim (staff/effects.ts). */
export async function decideClaim(
  context: ClaimDecision,
): Promise<{ details?: Record<string, string> }> {
  const { tx, reference, decision, data } = context
  if (decision === 'REJECTED') {
    const reason = context.applicantNote?.trim()
    if (!reason) {
      throw new ApiError(400, 'Invalid input', {
        errors: [{ path: 'applicantNote', message: m('claim.rejectReason') }],
      })
    }
    await noticeClaimDecided(tx, reference, { reason })
    return {}
  }
  const join = await joinOfClaim(tx, data)
  if (!join) throw new ApiError(409, m('claim.noMembership'))
  // Read in the transaction, not from the catalogue's cache: the payout of the package today.
  const [row] = await tx.query<{ payout: string }>(
    `update submissions set payout = (select payout from packages where id = $2)
     where reference = $1 returning payout`,
    [reference, String(join.data.packageId)],
  )
  if (row?.payout == null) throw new ApiError(409, m('claim.noMembership'))
  const payout = Number(row.payout)
  await noticeClaimDecided(tx, reference, { payout })
  return { details: { payout: String(payout), join: join.reference } }
}
