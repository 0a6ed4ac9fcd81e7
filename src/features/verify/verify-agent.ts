/** Verify Agent (`/verify/agent`): an organisation by name or registration number. */
import { call } from '../../gateway/client'
import {
  organisationVerifySchema,
  type OrganisationVerifyRequest,
  type OrganisationVerifyResult,
} from '../../shared/schemas/verify'

export { organisationVerifySchema }
export type { OrganisationVerifyRequest, OrganisationVerifyResult }

export function verifyAgent(body: OrganisationVerifyRequest, signal?: AbortSignal) {
  return call<OrganisationVerifyResult>('organisation/verify', body, { signal })
}

/** Several organisations match and none exactly: the person is asked to choose. */
export function isSeveral(result: OrganisationVerifyResult): boolean {
  return !result.organisation && (result.matches?.length ?? 0) > 1
}
