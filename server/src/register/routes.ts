/**
 * `POST /api/register/check` (docs/api.md): the register of exclusions, as a licensed
 * facility's agent checks it at the door. The answer is `{ excluded: true, until }` or
 * `{ excluded: false }`, nothing else; who is excluded, by whom and why stays with the regulator.
 *
 * - Only a facility agent (the matrix's `register.check`, which exists only in `facility`): no
 *   session is a 401, every other role a 403, the super-administrator's too (docs/decisions.md,
 *   "The register check": the register is for the door, and a person's exclusion is read by the
 *   regulator's staff in its case).
 * - Per account, REGISTER_CHECKS_PER_MINUTE (60 unless set; a burst of that many, then one a second), counted
 *   before the body is read, so malformed requests spend the budget too: the register cannot be
 *   walked through by one account, and one agent's use never slows another's.
 * - One indexed query (migration 022's partial index on excluded_key) and one audit row, whatever
 *   the answer, so the time taken does not tell "excluded" from "not".
 * - "In force" is server/src/db/exclusion-state.ts's, on the gateway clock's today (server/src/clock.ts).
 * - Audited in the regulator's log (its auditor reads it): the facility, the answer, the last
 *   four characters of the number as lookupKey keeps it; never the whole number.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { lookupKey } from '../../../src/shared/contracts/contract'
import { messageText as m } from '../../../src/shared/messages'
import { registerCheckSchema, type RegisterAnswer } from '../../../src/shared/schemas/register'
import { audit } from '../auth/audit-log'
import type { StaffEnv } from '../auth/context'
import { sameOrigin, signedIn } from '../auth/guard'
import { can } from '../auth/permissions'
import { gatewayClock } from '../clock'
import { ApiError, ok } from '../http/envelope'
import { jsonBody } from '../http/json-body'
import { tooManyRequests } from '../http/rate-limit'
import { inForceOn, lastDayInForce } from '../db/exclusion-state'

/** A facility agent's session, or the 401 / 403; then one token of the account's bucket. */
function facilityAgent(now: () => number): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const account = await signedIn(c, now)
    if (account.mustChangePassword) throw new ApiError(403, m('session.changePassword'))
    if (!can(account, 'register.check', 'facility')) {
      throw new ApiError(403, m('permission.denied'))
    }
    const limit = c.get('env').REGISTER_CHECKS_PER_MINUTE
    const wait = await c.get('limiter').hit(`register\n${account.id}`, limit)
    if (wait > 0) throw tooManyRequests(wait)
    await next()
  }
}

/**
 * The person's last day in force on `$2`, by their key `$1`: null when not excluded. Their
 * exclusions are read first, by the partial index of migration 022 (a materialised step):
 * otherwise the planner may answer max() by walking the index of last days in force
 * (migration 025) backwards, filtering on the key, which reads every exclusion in force when
 * the person has none.
 */
export const REGISTER_QUERY = `with theirs as materialized (
    select kind, status, starts_on, ends_on, cancelled_from from submissions
    where excluded_key = $1 and kind = 'exclusion' and status = 'APPROVED')
  select to_char(max(${lastDayInForce('theirs')}), 'YYYY-MM-DD') as until
  from theirs where ${inForceOn('$2', 'theirs')}`

/** The last four characters of the key, all a log may keep of a person's number. */
const lastFour = (key: string) => key.slice(-4)

export function registerRoutes(now: () => number) {
  return new Hono<StaffEnv>().post(
    '/check',
    sameOrigin,
    facilityAgent(now),
    jsonBody(registerCheckSchema),
    async (c) => {
      const key = lookupKey(c.req.valid('json').idNumber)
      const db = c.get('db')
      const today = await gatewayClock(db, c.get('env')).today()
      const [row] = await db.query<{ until: string | null }>(REGISTER_QUERY, [key, today])
      const until = row?.until ?? null
      const answer: RegisterAnswer = until ? { excluded: true, until } : { excluded: false }
      const facility = c.get('account').facilityName ?? undefined
      // The facility as the row's target: the audit list shows it in its own column.
      await audit(c, {
        action: 'register.check',
        organisation: 'regulator',
        ...(facility ? { target: facility } : {}),
        details: {
          facility,
          excluded: answer.excluded,
          ...(until ? { until } : {}),
          idEnds: lastFour(key),
        },
      })
      return ok(c, answer)
    },
  )
}
