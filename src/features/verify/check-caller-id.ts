/** Verify Caller ID (`/verify/callerId`): a phone number in, verified / reported / not found. */
import { call } from '../../gateway/client'
import {
  callerIdCheckSchema,
  type CallerIdCheckRequest,
  type CallerIdCheckResult,
} from '../../shared/schemas/verify'

export { callerIdCheckSchema }
export type { CallerIdCheckRequest, CallerIdCheckResult }

export function checkCallerId(body: CallerIdCheckRequest, signal?: AbortSignal) {
  return call<CallerIdCheckResult>('callerId/check', body, { signal })
}
