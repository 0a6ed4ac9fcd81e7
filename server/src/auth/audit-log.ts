/**
 * Writing the audit log (migration 007; docs/design.md section 6: "every decision and every read of
 * an upload by staff writes an audit-log row"). Sign-ins and account changes write through it
 * now; the case, document, file and scheme calls use `audit(c, ...)` as they come.
 *
 * A row belongs to one organisation's log: the acted-on case's or account's, else the actor's.
 * The table refuses updates and deletes (a trigger), so the log stays as written.
 */
import type { Context } from 'hono'
import type { AuditAction, AuditOutcome, Membership, Role } from '../../../src/shared/schemas/staff'
import { clientOf, type StaffEnv } from './context'
import type { Queryable } from '../db/db'

export interface AuditEntry {
  action: AuditAction
  outcome?: AuditOutcome
  /** Whose log: the organisation of the case or account acted on. */
  organisation: Membership
  actor?: { id: string; email: string; role: Role } | undefined
  /** The case: its area and reference number. */
  area?: string
  reference?: string
  /** What else was acted on: an account's email, a file's digest, a scheme's id. */
  target?: string
  details?: Record<string, unknown>
  client?: string
}

export async function writeAudit(db: Queryable, entry: AuditEntry, at: number) {
  await db.query(
    `insert into audit_log (at, actor_id, actor_email, actor_role, organisation, action, outcome,
       area, reference, target, details, client)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      new Date(at).toISOString(),
      entry.actor?.id ?? null,
      entry.actor?.email ?? null,
      entry.actor?.role ?? null,
      entry.organisation,
      entry.action,
      entry.outcome ?? 'success',
      entry.area ?? null,
      entry.reference ?? null,
      entry.target ?? null,
      entry.details ? JSON.stringify(entry.details) : null,
      entry.client ?? null,
    ],
  )
}

/**
 * The row for a staff call by the signed-in account, at the request's time and address. Pass
 * `tx` to write it in the same transaction as the change it records (a decision and its row
 * commit together or not at all).
 */
export function audit(
  c: Context<StaffEnv>,
  entry: Omit<AuditEntry, 'actor' | 'client' | 'organisation'> & { organisation?: Membership },
  tx: Queryable = c.get('db'),
) {
  const account = c.get('account')
  return writeAudit(
    tx,
    {
      ...entry,
      organisation: entry.organisation ?? account.organisation,
      actor: account,
      client: clientOf(c),
    },
    c.get('now')(),
  )
}
