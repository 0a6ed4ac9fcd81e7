/**
 * The status check (`exclusions/status`, docs/design.md section 4a): the id, passport or phone
 * number given with a portal submission, and its reference. Silent: "not found", "too many"
 * and "offline" are said on the page, not in the message dialog.
 */
import { call } from '../../gateway/client'
import { FORM_KINDS, kindOfReference } from '../../shared/contracts/kinds'
import {
  statusCheckSchema,
  type ExtendAnswer,
  type ExtendRequest,
  type StatusAnswer,
  type StatusCheckRequest,
  type WithdrawCancellationAnswer,
  type WithdrawCancellationRequest,
} from '../../shared/contracts/status'

export { statusCheckSchema }
export type { ExtendAnswer, ExtendRequest, StatusAnswer, StatusCheckRequest }

/** Whether the union's status check finds the reference (its kind's, in the registry), not this one. */
export function isUnionReference(reference: string): boolean {
  const kind = kindOfReference(reference)
  return kind !== undefined && (FORM_KINDS[kind] as { status?: string }).status === 'members/status'
}

export function checkStatus(body: StatusCheckRequest, signal?: AbortSignal) {
  return call<StatusAnswer>('exclusions/status', body, { signal, silent: true })
}

/**
 * `exclusions/extend`: an active exclusion's end moved later by a period. Sent at once, never
 * queued: the person waits for the answer. A repeat within minutes is answered as the first and
 * extends nothing (server/src/submissions/extend.ts).
 */
export function extendExclusion(body: ExtendRequest, signal?: AbortSignal) {
  return call<ExtendAnswer>('exclusions/extend', body, { signal, silent: true })
}

/**
 * `exclusions/withdraw-cancellation`: a cancellation taken back before it takes effect. Sent at
 * once, as an extension is; a repeat is answered as the first (server/src/submissions/cancel.ts).
 */
export function withdrawCancellation(body: WithdrawCancellationRequest, signal?: AbortSignal) {
  return call<WithdrawCancellationAnswer>('exclusions/withdraw-cancellation', body, {
    signal,
    silent: true,
  })
}
