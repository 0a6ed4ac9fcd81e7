/**
 * Approving an application to cancel an exclusion (effects.ts; docs/decisions.md, "Cancelling an
 * exclusion"): it takes effect CANCEL_NOTICE_DAYS after the decision's day.
 */
import { addDays, CANCEL_NOTICE_DAYS } from '../../../src/shared/exclusion-period'
import { cancellationRefusal, namedExclusion } from '../db/cancellation'
import { ApiError } from '../http/envelope'
import type { DecisionContext, DecisionOutcome } from './effects'

/**
 * The effect of approving a cancellation (effects.ts): it takes effect CANCEL_NOTICE_DAYS after
 * the decision's day, on the exclusion it names if we hold it (an earlier day already set by
 * another cancellation stays). Returns the day and the exclusion, for the audit row and the
 * notices.
 */
export async function approveCancellation(context: DecisionContext): Promise<DecisionOutcome> {
  const { decision, tx, reference, today } = context
  if (decision !== 'APPROVED') return {}
  const exclusion = await namedExclusion(tx, context.data, today)
  const why = exclusion && cancellationRefusal(exclusion, today)
  if (why) throw new ApiError(409, why)
  const effectiveOn = addDays(today, CANCEL_NOTICE_DAYS)
  await tx.query('update submissions set effective_on = $2 where reference = $1', [
    reference,
    effectiveOn,
  ])
  if (exclusion) {
    await tx.query(
      `update submissions set cancelled_from = least(coalesce(cancelled_from, $2::date), $2::date)
       where reference = $1`,
      [exclusion.reference, effectiveOn],
    )
  }
  return {
    details: { effectiveOn, ...(exclusion ? { exclusion: exclusion.reference } : {}) },
  }
}
