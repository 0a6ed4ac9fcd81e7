/**
 * `POST /api/exclusions/extend` (docs/design.md section 4a; docs/decisions.md, "Exclusion
 * periods"): the status check's reference and ID or phone number, and a period; an active
 * exclusion's last day moves later by that period, at once. Nothing here can move it earlier:
 * the new end is always a whole period after the old one, and the update takes the row only
 * while its end is still the one read.
 *
 * Found as the status check finds (server/src/submissions/status.ts): the same 404, the same
 * rate-limit bucket, so the two calls together cannot try references faster than one. Found
 * but not active (pending, rejected, ended, or approved before periods existed): 409.
 *
 * A retry is safe: the same extension again within REPEAT_MS answers as the first did and
 * moves nothing (docs/decisions.md). In one transaction: the new end, an audit row (`exclusions.extend`, in the regulator's log,
 * with no actor: the person did it) and a message to each contact the application gave, in the
 * language it was made in (server/src/messages/notices.ts).
 */
import { Hono } from 'hono'
import { lookupKey } from '../../../src/shared/contracts/contract'
import type * as v from 'valibot'
import { extendSchema, type ExtendAnswer } from '../../../src/shared/contracts/status'
import { extendedEnd } from '../../../src/shared/exclusion-period'
import { messageText as m } from '../../../src/shared/messages'
import { writeAudit } from '../auth/audit-log'
import { gatewayClock } from '../clock'
import type { AppEnv } from '../context'
import { ApiError, ok } from '../http/envelope'
import { jsonBody } from '../http/json-body'
import { clientAddress, rateLimit } from '../http/rate-limit'
import { noticeExtended } from '../messages/notices'
import { NOT_FOUND } from './status'

/** How long a repeat of the same extension is taken for a retry, not a second extension. */
export const REPEAT_MS = 10 * 60_000

interface Row {
  status: string
  starts_on: string | null
  ends_on: string | null
}

export const extendRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit('status'),
  jsonBody(extendSchema),
  async (c) => {
    const { idNumber, reference, period } = c.req.valid('json') as v.InferOutput<
      typeof extendSchema
    >
    const { db, env } = c.var
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const clock = gatewayClock(db, env)
    const now = await clock.now()
    const today = await clock.today()
    const at = new Date(now).toISOString()
    const answer = await db.transaction(async (tx) => {
      const [row] = await tx.query<Row>(
        `select status, to_char(starts_on, 'YYYY-MM-DD') as starts_on,
           to_char(ends_on, 'YYYY-MM-DD') as ends_on
         from submissions
         where reference = $1 and kind = 'exclusion' and $2 = any(lookup_keys)
         for update`,
        [reference, lookupKey(idNumber)],
      )
      if (!row) throw new ApiError(404, NOT_FOUND)
      if (row.status !== 'APPROVED' || !row.starts_on || !row.ends_on) {
        const why = row.status === 'APPROVED' ? 'exclusion.noEnd' : 'exclusion.notActive'
        throw new ApiError(409, m(why))
      }
      // A repeat of the last extension (the same period, within REPEAT_MS, the end still the
      // one it made) is a retry of a request whose answer was lost: it gets that answer again
      // and extends nothing.
      const [last] = await tx.query<{ details: { previousEndsOn: string; endsOn: string } }>(
        `select details from audit_log
         where action = 'exclusions.extend' and reference = $1 and target = $2 and at > $3
         order by at desc limit 1`,
        [reference, period, new Date(Date.now() - REPEAT_MS).toISOString()],
      )
      if (last && last.details.endsOn === row.ends_on) {
        return {
          reference,
          startsOn: row.starts_on,
          endsOn: row.ends_on,
          previousEndsOn: last.details.previousEndsOn,
        } satisfies ExtendAnswer
      }
      if (row.ends_on < today) throw new ApiError(409, m('exclusion.notActive'))
      const endsOn = extendedEnd(row.ends_on, period)
      const updated = await tx.query(
        `update submissions set ends_on = $2, updated_at = $4
         where reference = $1 and ends_on = $3 and $2::date > ends_on returning 1`,
        [reference, endsOn, row.ends_on, at],
      )
      if (updated.length === 0) throw new ApiError(409, m('exclusion.notActive'))
      const result: ExtendAnswer = {
        reference,
        startsOn: row.starts_on,
        endsOn,
        previousEndsOn: row.ends_on,
      }
      await writeAudit(
        tx,
        {
          action: 'exclusions.extend',
          organisation: 'regulator',
          area: 'exclusions',
          reference,
          target: period,
          details: { period, previousEndsOn: row.ends_on, endsOn },
          client: clientAddress(c),
        },
        Date.now(),
      )
      await noticeExtended(tx, reference, endsOn)
      return result
    })
    return ok(c, answer)
  },
)
