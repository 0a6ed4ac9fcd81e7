/**
 * A member of the union for the union's staff (`staff/members/show`, docs/api.md). A number
 * that finds no member is an answer the page shows by its search, not a failure for the
 * message dialog: `undefined`. Any other failure goes to the dialog as usual.
 */
import { call } from '../../gateway/client'
import { isGatewayError, onFailure } from '../../gateway/errors'
import type { StaffMember } from '../../shared/schemas/staff-members'
import { guarded } from './session'

export async function showMember(number: string): Promise<StaffMember | undefined> {
  try {
    return await guarded(() =>
      call<StaffMember>('staff/members/show', { number }, { inline: true }),
    )
  } catch (error) {
    if (isGatewayError(error) && error.status === 404) return undefined
    onFailure(error)
    throw error
  }
}

/** Who may open a member's page: whoever reads the union's cases in full (not an agent). */
export const seesMembers = (me: {
  role: string
  organisation: string
  actions: readonly string[]
}) =>
  me.actions.includes('cases.show') &&
  me.role !== 'agent' &&
  (me.organisation === 'all' || me.organisation === 'union')
