/**
 * Who submitted a public submission for someone else (docs/design.md section 6: an agent "submits
 * members and applications for a member; sees the cases it submitted"). When the request
 * brings the session cookie of a signed-in agent whose organisation owns the submission's
 * area, the submission records the agent (submissions.submitted_by, migration 009).
 *
 * Anything else (no cookie, a session that has ended, another role, an agent of another
 * organisation, a one-time password not yet changed) is a submission by a member of the
 * public, accepted as such: the public routes never refuse a request over a staff session.
 */
import type { Context } from 'hono'
import type { StaffArea } from '../../../src/shared/contracts/areas'
import { AREA_ORGANISATION } from '../../../src/shared/schemas/staff'
import type { AppEnv } from '../context'
import { findSession, tokenOf } from './sessions'

export async function submittingAgent(
  c: Context<AppEnv>,
  area: StaffArea,
  now: number,
): Promise<string | undefined> {
  const token = tokenOf(c, c.var.env.NODE_ENV === 'production')
  if (!token) return undefined
  const account = await findSession(c.var.db, token, now)
  if (!account || account === 'ended') return undefined
  const agent = account.role === 'agent' && !account.mustChangePassword
  return agent && account.organisation === AREA_ORGANISATION[area] ? account.id : undefined
}
