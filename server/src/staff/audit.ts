/**
 * `POST /api/staff/audit/list` (issue 12 item 7): the audit log, newest first, read-only (no
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
} from '../../../src/shared/schemas/staff'
import type { StaffEnv } from '../auth/context'
import { jsonBody } from '../http/body'
import { okList } from '../http/envelope'
import { listedOrganisations } from './users'

const BOTSWANA_OFFSET = '+02:00'
const DAY_MS = 24 * 60 * 60_000

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
}

const startOf = (day: string) => new Date(`${day}T00:00:00${BOTSWANA_OFFSET}`)

/** `like` text matching `text` literally anywhere. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

export const auditRoutes = new Hono<StaffEnv>().post(
  '/list',
  jsonBody(auditListSchema),
  async (c) => {
    const input = c.req.valid('json')
    const organisations = listedOrganisations(c, 'audit.list', input.organisation)
    const params: unknown[] = []
    const where: string[] = []
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value)
      where.push(sql(`$${params.length}`))
    }
    if (organisations) add((p) => `organisation = any(${p})`, organisations)
    if (input.actor) add((p) => `lower(actor_email) like ${p}`, contains(input.actor))
    if (input.action) add((p) => `action = ${p}`, input.action)
    if (input.from) add((p) => `at >= ${p}`, startOf(input.from).toISOString())
    if (input.to) {
      add((p) => `at < ${p}`, new Date(startOf(input.to).getTime() + DAY_MS).toISOString())
    }
    const filter = where.length > 0 ? `where ${where.join(' and ')}` : ''
    const db = c.get('db')
    const [count] = await db.query<{ n: number }>(
      `select count(*) as n from audit_log ${filter}`,
      params,
    )
    const { page, pageSize } = input
    const rows = await db.query<Row>(
      `select id, at, actor_email, actor_role, organisation, action, outcome, area, reference,
         target
       from audit_log ${filter}
       order by at desc, id desc
       limit ${pageSize} offset ${(page - 1) * pageSize}`,
      params,
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
    }))
    return okList(c, data, { page, pageSize, total: count?.n ?? 0 })
  },
)
