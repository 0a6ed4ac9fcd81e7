/**
 * Which cases a staff account may reach (docs/design.md section 6; the matrix in
 * server/src/auth/permissions.ts). A case belongs to its area's organisation: an account
 * outside it is refused with 403, as the area is no secret. An agent's grant is `submitted`:
 * within its organisation it reaches only the cases it submitted itself, and any other case is
 * a 404 to it, as if it did not exist (an agent learns nothing of other people's cases).
 */
import type { Context } from 'hono'
import { messageText as m } from '../../../src/shared/messages'
import {
  AREA_ORGANISATION,
  AREAS,
  type Area,
  type StaffAction,
} from '../../../src/shared/schemas/staff'
import type { StaffEnv } from '../auth/context'
import { can, grantOf, type Actor } from '../auth/permissions'
import { ApiError } from '../http/envelope'

/** The areas whose cases `actor` may `action` (their organisation is within reach). */
export const areasWithin = (actor: Actor, action: StaffAction): Area[] =>
  AREAS.filter((area) => can(actor, action, AREA_ORGANISATION[area]))

/**
 * 403 unless the signed-in account may `action` in `area`. The answer narrows a query further:
 * `submittedBy` set means the account's own submissions only.
 */
export function reachArea(
  c: Context<StaffEnv>,
  action: StaffAction,
  area: Area,
): { submittedBy?: string } {
  const account = c.get('account')
  if (!can(account, action, AREA_ORGANISATION[area])) {
    throw new ApiError(403, m('permission.denied'))
  }
  return grantOf(account, action) === 'submitted' ? { submittedBy: account.id } : {}
}

/**
 * For one case (its area, who submitted it): 403 outside the organisation, and `unknown` (a
 * 404) for an agent's view of a case it did not submit.
 */
export function reachCase(
  c: Context<StaffEnv>,
  action: StaffAction,
  found: { area: Area; submitted_by: string | null },
  unknown: string,
) {
  const { submittedBy } = reachArea(c, action, found.area)
  if (submittedBy && found.submitted_by !== submittedBy) throw new ApiError(404, unknown)
}
