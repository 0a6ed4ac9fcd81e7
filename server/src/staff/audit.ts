/**
 * `POST /api/staff/audit/list`: the audit log, newest first, read-only (no
 * call changes it, and the table refuses updates and deletes). Auditors and
 * system-administrators read their organisation's rows, super-administrators every row.
 *
 * Filters: `actor` (part of an email, any case), `action`, `from` and `to` (days, both
 * included), `organisation` (within reach). Days are Botswana's (UTC+2 all year, no daylight
 * saving): a day typed by staff there starts at their midnight, not at UTC's.
 */
import { Hono } from 'hono'
import {
  auditListSchema,
  type AuditAction,
  type AuditOutcome,
  type AuditRow,
  type Membership,
  type Role,
  SCHEME_FIELDS,
  type SchemeField,
} from '../../../src/shared/schemas/staff'
import type { StaffEnv } from '../auth/context'
import { jsonBody } from '../http/json-body'
import { okList } from '../http/envelope'
import { contains, endOfDay, startOfDay, where } from './filters'
import { listedOrganisations } from './users'

interface Row {
  id: number
  at: Date
  actor_email: string | null
  actor_role: Role | null
  organisation: Membership
  action: AuditAction
  outcome: AuditOutcome
  area: string | null
  reference: string | null
  target: string | null
  changed: unknown
}

// What a stored row says changed, kept to the fields a scheme has: the row is stored data.
const changedFields = (value: unknown): SchemeField[] =>
  Array.isArray(value) ? SCHEME_FIELDS.filter((field) => value.includes(field)) : []

export const auditRoutes = new Hono<StaffEnv>().post(
  '/list',
  jsonBody(auditListSchema),
  async (c) => {
    const input = c.req.valid('json')
    const organisations = listedOrganisations(c, 'audit.list', input.organisation)
    const filter = where()
    if (organisations) filter.add((p) => `organisation = any(${p})`, organisations)
    if (input.actor) filter.add((p) => `lower(actor_email) like ${p}`, contains(input.actor))
    if (input.action) filter.add((p) => `action = ${p}`, input.action)
    if (input.from) filter.add((p) => `at >= ${p}`, startOfDay(input.from))
    if (input.to) filter.add((p) => `at < ${p}`, endOfDay(input.to))
    const db = c.get('db')
    const [count] = await db.query<{ n: number }>(
      `select count(*) as n from audit_log ${filter.clause}`,
      filter.params,
    )
    const { page, pageSize } = input
    const rows = await db.query<Row>(
      `select id, at, actor_email, actor_role, organisation, action, outcome, area, reference,
         target, details->'changed' as changed
       from audit_log ${filter.clause}
       order by at desc, id desc
       limit ${pageSize} offset ${(page - 1) * pageSize}`,
      filter.params,
    )
    const data: AuditRow[] = rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actor_email,
      actorRole: row.actor_role,
      organisation: row.organisation,
      action: row.action,
      outcome: row.outcome,
      area: row.area,
      reference: row.reference,
      target: row.target,
      ...(row.action === 'schemes.save' ? { changed: changedFields(row.changed) } : {}),
    }))
    return okList(c, data, { page, pageSize, total: count?.n ?? 0 })
  },
)
