/**
 * The union's status check (`members/status`, docs/api.md): a join application's MB- reference
 * and the member's ID or passport number in; where it stands out. Silent: "not found", "too
 * many" and "offline" are said on the page, not in the message dialog.
 */
import { call } from '../../../gateway/client'
import {
  memberStatusCheckSchema,
  type StatusAnswer,
  type StatusCheckRequest,
} from '../../../shared/contracts/status'

export { memberStatusCheckSchema }

export function checkMemberStatus(body: StatusCheckRequest, signal?: AbortSignal) {
  return call<StatusAnswer>('members/status', body, { signal, silent: true })
}
