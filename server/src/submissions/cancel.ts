/**
 * Cancelling an exclusion (docs/design.md section 4a; docs/decisions.md, "Cancelling an
 * exclusion"): the application (`exclusions/apply`, kind `cancel`), its approval, and its
 * withdrawal (`exclusions/withdraw-cancellation`).
 *
 * - Applied for: when it names an exclusion on our register (approved, with dates) of which the
 *   applicant is the excluded person (`excluded_key`, migration 022), it is refused with a 422
 *   on `exclusionReferenceNumber` while that exclusion is under 6 months old or once it is no
 *   longer in force (exclusion-state.ts). A reference we do not hold as theirs (a paper
 *   exclusion, or someone else's) is taken for staff to check: the answer tells nobody whether
 *   another person's exclusion exists.
 * - Approved (server/src/staff/cancel-effect.ts): it takes effect 7 days after the decision's
 *   day; that day is the cancellation's `effective_on` (migration 024) and the named
 *   exclusion's `cancelled_from`. Approving one whose exclusion is under 6 months old or no
 *   longer in force is a 409.
 * - Withdrawn by the person, found as the status check finds (the same 404 and rate-limit
 *   bucket): a pending one, or an approved one before it takes effect, whose exclusion's
 *   `cancelled_from` goes back to null. Audited; a repeat answers as the first; 409 once it has
 *   taken effect, when it was refused, or for another kind of application.
 *
 * The functions return what happened (the approval's effective day, the withdrawal and whether
 * it was new), so that the notices to the person and their support persons can follow them.
 * The register's side (the named exclusion, why it cannot be cancelled) is
 * server/src/db/cancellation.ts.
 */
import { Hono } from 'hono'
import type * as v from 'valibot'
import { lookupKey } from '../../../src/shared/contracts/contract'
import {
  withdrawCancellationSchema,
  type WithdrawCancellationAnswer,
} from '../../../src/shared/contracts/status'
import { messageText as m } from '../../../src/shared/messages'
import { writeAudit } from '../auth/audit-log'
import { gatewayClock } from '../clock'
import type { AppEnv } from '../context'
import { cancellationRefusal, namedExclusion, type CancelData } from '../db/cancellation'
import type { Queryable } from '../db/db'
import type { Env } from '../env'
import { ApiError, ok } from '../http/envelope'
import { jsonBody } from '../http/json-body'
import { clientAddress, rateLimit } from '../http/rate-limit'
import { NOT_FOUND } from './status'

/**
 * `checksBeforeStore` of an exclusion application (rules.ts): a cancellation of the
 * applicant's own exclusion that cannot be asked yet, or any more, is a 422 on the reference.
 * Other kinds pass. Runs once before the files move and again in the storing transaction.
 */
export async function cancellationIsAllowed(
  tx: Queryable,
  _reference: string,
  data: Record<string, unknown>,
  _db: unknown,
  env: Pick<Env, 'NODE_ENV'>,
): Promise<void> {
  if (data.kind !== 'cancel') return
  const today = await gatewayClock(tx, env).today()
  const exclusion = await namedExclusion(tx, data, today)
  const why = exclusion && cancellationRefusal(exclusion, today)
  if (why) {
    throw new ApiError(422, why, { errors: [{ path: 'exclusionReferenceNumber', message: why }] })
  }
}

interface CancellationRow {
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
  data: CancelData
  effective_on: string | null
  withdrawn_at: Date | null
}

export interface Withdrawal {
  answer: WithdrawCancellationAnswer
  /** False for a repeat of a withdrawal already made (nothing changed). */
  withdrawnNow: boolean
  /** The exclusion on our register whose cancellation no longer happens, if any. */
  exclusion?: string
}

/**
 * Withdraws the cancellation `reference` found by `idNumber` as the status check finds it, in
 * `tx`; throws the 404 or 409 envelope. `today` is Botswana's date, `at` the time (ISO).
 */
export async function withdrawCancellation(
  tx: Queryable,
  request: { reference: string; idNumber: string; today: string; at: string; client?: string },
): Promise<Withdrawal> {
  const { reference, today, at } = request
  const [row] = await tx.query<CancellationRow>(
    `select status, data, to_char(effective_on, 'YYYY-MM-DD') as effective_on, withdrawn_at
     from submissions
     where reference = $1 and kind = 'exclusion' and $2 = any(lookup_keys)
     for update`,
    [reference, lookupKey(request.idNumber)],
  )
  if (!row) throw new ApiError(404, NOT_FOUND)
  if (row.data.kind !== 'cancel') throw new ApiError(409, m('cancel.notCancellation'))
  if (row.withdrawn_at) {
    const status = row.status === 'APPROVED' ? 'APPROVED' : 'PENDING'
    const answer = { reference, status, withdrawnAt: row.withdrawn_at.toISOString() } as const
    return { answer, withdrawnNow: false }
  }
  if (row.status === 'REJECTED') throw new ApiError(409, m('cancel.refused'))
  if (row.status === 'APPROVED' && row.effective_on && row.effective_on <= today) {
    throw new ApiError(409, m('cancel.tookEffect', { effectiveOn: row.effective_on }))
  }
  await tx.query('update submissions set withdrawn_at = $2, updated_at = $2 where reference = $1', [
    reference,
    at,
  ])
  // The exclusion holds again as if never cancelled, unless another cancellation set its day.
  const exclusion =
    row.status === 'APPROVED' ? await namedExclusion(tx, row.data, today) : undefined
  const restored =
    exclusion && row.effective_on
      ? await tx.query(
          `update submissions set cancelled_from = null, updated_at = $3
           where reference = $1 and cancelled_from = $2::date returning 1`,
          [exclusion.reference, row.effective_on, at],
        )
      : []
  await writeAudit(
    tx,
    {
      action: 'exclusions.withdrawCancellation',
      organisation: 'regulator',
      area: 'exclusions',
      reference,
      target: row.status,
      details: {
        status: row.status,
        ...(row.effective_on ? { effectiveOn: row.effective_on } : {}),
        ...(restored.length > 0 && exclusion ? { exclusion: exclusion.reference } : {}),
      },
      client: request.client,
    },
    Date.now(),
  )
  return {
    answer: { reference, status: row.status, withdrawnAt: at },
    withdrawnNow: true,
    ...(restored.length > 0 && exclusion ? { exclusion: exclusion.reference } : {}),
  }
}

export const withdrawCancellationRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit('status'),
  jsonBody(withdrawCancellationSchema),
  async (c) => {
    const { idNumber, reference } = c.req.valid('json') as v.InferOutput<
      typeof withdrawCancellationSchema
    >
    const { db, env } = c.var
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const clock = gatewayClock(db, env)
    const at = new Date(await clock.now()).toISOString()
    const today = await clock.today()
    const withdrawal = await db.transaction((tx) =>
      withdrawCancellation(tx, { reference, idNumber, today, at, client: clientAddress(c) }),
    )
    return ok(c, withdrawal.answer)
  },
)
