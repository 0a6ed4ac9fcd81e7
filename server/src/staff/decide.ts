/**
 * `POST /api/staff/cases/decide` (docs/design.md sections 4 and 4a): APPROVED or REJECTED with a
 * note for the record and, in the portal's areas, an optional note for the applicant (kept
 * apart: only the latter reaches the public status check), by a role the matrix lets decide in
 * the case's organisation (a manager, or the super-administrator). A case is decided once: the update takes only a PENDING row, so of two
 * decisions sent at the same moment one wins and the other is a 409, like any later one. A
 * cancellation the person withdrew (server/src/submissions/cancel.ts) is a 409 too.
 *
 * One transaction holds the status change (with decided_by, decided_at and updated_at, which
 * the public status check shows), the kind's effect (effects.ts) and the audit row: all of them
 * or none.
 */
import { Hono } from 'hono'
import { messageText as m } from '../../../src/shared/messages'
import { AREA_ORGANISATION } from '../../../src/shared/schemas/staff'
import { caseDecideSchema, type DecisionAnswer } from '../../../src/shared/schemas/staff-cases'
import type { StaffEnv } from '../auth/context'
import { jsonBody } from '../http/json-body'
import { ApiError, ok } from '../http/envelope'
import { audit } from '../auth/audit-log'
import { gatewayClock } from '../clock'
import { DECISION_EFFECTS, type DecisionOutcome } from './effects'
import { reachArea } from './reach'

export const decideRoutes = new Hono<StaffEnv>().post(
  '/decide',
  jsonBody(caseDecideSchema),
  async (c) => {
    const { area, reference, decision, note, applicantNote, productCode } = c.req.valid('json')
    reachArea(c, 'cases.decide', area)
    const db = c.get('db')
    const account = c.get('account')
    const at = new Date(c.get('now')()).toISOString()
    // The day an approved exclusion starts (effects.ts): Botswana's, by the gateway clock.
    const today = await gatewayClock(db, c.get('env')).today()
    const outcome: DecisionOutcome = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ kind: string; data: Record<string, unknown> }>(
        `update submissions
         set status = $3, decision_note = $4, applicant_note = $7, decided_by = $5,
           decided_at = $6, updated_at = $6
         where reference = $1 and area = $2 and status = 'PENDING' and withdrawn_at is null
         returning kind, data`,
        [reference, area, decision, note, account.email, at, applicantNote ?? null],
      )
      if (!row) {
        const [found] = await tx.query<{ withdrawn: boolean }>(
          `select withdrawn_at is not null as withdrawn from submissions
           where reference = $1 and area = $2`,
          [reference, area],
        )
        if (found?.withdrawn) throw new ApiError(409, m('case.withdrawn'))
        throw new ApiError(found ? 409 : 404, m(found ? 'case.decided' : 'case.unknown'))
      }
      const effect = DECISION_EFFECTS[row.kind]
      const context = {
        db,
        tx,
        reference,
        decision,
        data: row.data,
        decidedBy: account.email,
        at,
        today,
        applicantNote,
      }
      const result = effect ? await effect({ ...context, productCode }) : {}
      await audit(
        c,
        {
          action: 'cases.decide',
          organisation: AREA_ORGANISATION[area],
          area,
          reference,
          target: decision,
          details: { decision, ...result.details },
        },
        tx,
      )
      return result
    })
    outcome.afterCommit?.()
    const answer: DecisionAnswer = {
      reference,
      status: decision,
      decidedAt: at,
      ...(outcome.details?.productCode ? { productCode: outcome.details.productCode } : {}),
    }
    return ok(c, answer)
  },
)
