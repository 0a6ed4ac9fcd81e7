/**
 * Who is a member (docs/decisions.md, "The member's own sign-in"): an `account` of the union.
 * Members sign in with a code by email (member-auth.ts) and see their own page only: the staff
 * sign-in refuses them, and every staff call but `auth/logout` answers them 403.
 *
 * `submittingMember`: the member whose session came with a public submission of the union's
 * (a join made signed in), recorded as the submission's `member_id` (migration 030). Anything
 * else is a submission of the public, accepted as such, as auth/agent.ts does for agents.
 */
import type { Context } from 'hono'
import type { StaffArea } from '../../../src/shared/contracts/areas'
import { AREA_ORGANISATION } from '../../../src/shared/schemas/staff'
import type { AppEnv } from '../context'
import { findSession, tokenOf } from './sessions'

export const isMember = (account: { role: string; organisation: string }) =>
  account.role === 'account' && account.organisation === 'union'

export async function submittingMember(
  c: Context<AppEnv>,
  area: StaffArea,
  now: number,
): Promise<string | undefined> {
  if (AREA_ORGANISATION[area] !== 'union') return undefined
  const token = tokenOf(c, c.var.env.NODE_ENV === 'production')
  if (!token) return undefined
  const account = await findSession(c.var.db, token, now)
  if (!account || account === 'ended') return undefined
  return isMember(account) ? account.id : undefined
}
