/**
 * `POST /api/staff/cases/list | counts | mine | show` (docs/design.md sections 4 and 4a):
 * the queues of what the public submitted, per area, and one case with every answer.
 * staffGuard has checked the session and that the role may act somewhere; here each call is
 * held to the area's organisation (reach.ts), and an agent to the cases it submitted.
 *
 * - list: one area's cases, filtered by status, kind and Botswana days, paged. A pending
 *   queue is worked oldest first (whoever waited longest is next); any other list shows the
 *   newest first. Beside the list envelope's page, pageSize and total, `counts` gives the
 *   number of cases per status under the same filters but the status, for the queue's tabs.
 *   The exclusions queue also filters approved exclusions by where they stand today (the
 *   gateway clock; server/src/db/exclusion-state.ts), and its `counts` add the number
 *   active, ending soon and ended. Those in force are listed by their last day, soonest first
 *   (whoever leaves protection next); the ended ones, the latest ended first.
 * - counts: per area within reach, the number of cases per status (the staff home page).
 * - mine: the cases the signed-in account submitted for someone (an agent), newest first.
 * - show: one case (404 when the area holds no such reference), with an exclusion's dates,
 *   its support persons, and every message sent about it (case-detail.ts).
 */
import { Hono } from 'hono'
import { messageText as m } from '../../../src/shared/messages'
import {
  CASE_STATUSES,
  EXCLUSION_STATES,
  caseCountsSchema,
  caseListSchema,
  caseShowSchema,
  casesMineSchema,
  type AreaCounts,
  type CaseStatus,
  type ExclusionState,
} from '../../../src/shared/schemas/staff-cases'
import type { Area } from '../../../src/shared/schemas/staff'
import type { StaffEnv } from '../auth/context'
import { grantOf } from '../auth/permissions'
import { gatewayClock } from '../clock'
import type { Queryable } from '../db/db'
import { jsonBody } from '../http/json-body'
import { ApiError, ok, okList } from '../http/envelope'
import { jsonAnswer } from '../http/headers'
import { caseDetail, detailColumns, type DetailRow } from './case-detail'
import {
  countsOf,
  EXCLUSION_STATE_SQL,
  KIND_SQL,
  SUMMARY_COLUMNS,
  toSummary,
  type SummaryRow,
} from './case-rows'
import { lastDayInForce } from '../db/exclusion-state'
import { endOfDay, startOfDay, where, type Where } from './filters'
import { areasWithin, reachArea, reachCase } from './reach'

type CountRow = { area: Area; status: CaseStatus; n: number }

export const casesRoutes = new Hono<StaffEnv>()
  .post('/list', jsonBody(caseListSchema), async (c) => {
    const input = c.req.valid('json')
    const { submittedBy } = reachArea(c, 'cases.list', input.area)
    const filter = where()
    filter.add((p) => `area = ${p}`, input.area)
    if (submittedBy) filter.add((p) => `submitted_by = ${p}`, submittedBy)
    if (input.kind) filter.add((p) => `${KIND_SQL} = ${p}`, input.kind)
    if (input.from) filter.add((p) => `created_at >= ${p}`, startOfDay(input.from))
    if (input.to) filter.add((p) => `created_at < ${p}`, endOfDay(input.to))
    const db = c.get('db')
    const counts: Record<string, number> = countsOf(
      await db.query<CountRow>(
        `select status, count(*)::int as n from submissions ${filter.clause} group by status`,
        filter.params,
      ),
    )
    const exclusions = input.area === 'exclusions'
    const today = exclusions ? await gatewayClock(db, c.get('env')).today() : ''
    if (exclusions) Object.assign(counts, await exclusionCounts(db, filter, today))
    if (input.status) filter.add((p) => `status = ${p}`, input.status)
    const state = input.exclusion
    if (state) filter.add(EXCLUSION_STATE_SQL[state], today)
    const total = state
      ? input.status && input.status !== 'APPROVED'
        ? 0
        : counts[state]!
      : input.status
        ? counts[input.status]!
        : CASE_STATUSES.reduce((sum, status) => sum + counts[status]!, 0)
    const { page, pageSize } = input
    const order = input.status === 'PENDING' ? 'asc' : 'desc'
    const byLastDay = state === 'ended' ? 'desc' : 'asc'
    const orderBy = state
      ? `${lastDayInForce()} ${byLastDay}, reference ${byLastDay}`
      : `created_at ${order}, reference ${order}`
    const rows = await db.query<SummaryRow>(
      `select ${SUMMARY_COLUMNS} from submissions ${filter.clause}
       order by ${orderBy}
       limit ${pageSize} offset ${(page - 1) * pageSize}`,
      filter.params,
    )
    // The list envelope of docs/design.md section 4, with the counts beside its page fields.
    const text = JSON.stringify({
      success: true,
      data: rows.map(toSummary),
      page,
      pageSize,
      total,
      counts,
    })
    return jsonAnswer(c, text, 200)
  })
  .post('/counts', jsonBody(caseCountsSchema), async (c) => {
    const { area } = c.req.valid('json')
    const account = c.get('account')
    const areas = area ? [area] : areasWithin(account, 'cases.list')
    if (area) reachArea(c, 'cases.list', area)
    const filter = where()
    filter.add((p) => `area = any(${p})`, areas)
    if (grantOf(account, 'cases.list') === 'submitted') {
      filter.add((p) => `submitted_by = ${p}`, account.id)
    }
    const rows = await c.get('db').query<CountRow>(
      `select area, status, count(*)::int as n from submissions ${filter.clause}
         group by area, status`,
      filter.params,
    )
    const data: AreaCounts[] = areas.map((each) => ({
      area: each,
      counts: countsOf(rows.filter((row) => row.area === each)),
    }))
    return ok(c, data)
  })
  .post('/mine', jsonBody(casesMineSchema), async (c) => {
    const { page, pageSize } = c.req.valid('json')
    const account = c.get('account')
    const params = [areasWithin(account, 'cases.list'), account.id]
    const filter = 'where area = any($1) and submitted_by = $2'
    const db = c.get('db')
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from submissions ${filter}`,
      params,
    )
    const rows = await db.query<SummaryRow>(
      `select ${SUMMARY_COLUMNS} from submissions ${filter}
       order by created_at desc, reference desc
       limit ${pageSize} offset ${(page - 1) * pageSize}`,
      params,
    )
    return okList(c, rows.map(toSummary), { page, pageSize, total: count?.n ?? 0 })
  })
  .post('/show', jsonBody(caseShowSchema), async (c) => {
    const { area, reference } = c.req.valid('json')
    reachArea(c, 'cases.show', area)
    const db = c.get('db')
    const today = await gatewayClock(db, c.get('env')).today()
    const [row] = await db.query<DetailRow>(
      `select ${detailColumns('$3')} from submissions where reference = $1 and area = $2`,
      [reference, area, today],
    )
    if (!row) throw new ApiError(404, m('case.unknown'))
    reachCase(c, 'cases.show', row, m('case.unknown'))
    return ok(c, await caseDetail(db, row, today))
  })

/** How many exclusions under `filter` are active, ending soon and ended on `today`. */
async function exclusionCounts(
  db: Queryable,
  filter: Where,
  today: string,
): Promise<Record<ExclusionState, number>> {
  const p = `$${filter.params.length + 1}`
  const [row] = await db.query<Record<ExclusionState, number>>(
    `select ${EXCLUSION_STATES.map(
      (state) => `count(*) filter (where ${EXCLUSION_STATE_SQL[state](p)})::int as "${state}"`,
    ).join(', ')}
     from submissions ${filter.clause}`,
    [...filter.params, today],
  )
  return row!
}
