/**
 * The words of a recent check's kind and verdict, one table each: the recent checks
 * (RecentChecksList.tsx) and the notice of checks answered after they waited
 * (AnsweredNotices.tsx) read the same ones.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CheckKind, HistoryVerdict } from '../history'

export const KIND: Record<CheckKind, MessageDescriptor> = {
  product: msg`Product`,
  promotion: msg`Promotion`,
  document: msg`Document`,
  agent: msg`Agent`,
  caller: msg`Caller ID`,
}

export const VERDICT: Record<HistoryVerdict, MessageDescriptor> = {
  genuine: msg`On the register`,
  not_found: msg`Not found`,
  flagged: msg`Reported`,
  expired: msg`Expired`,
  recalled: msg`Recalled`,
  suspended: msg`Suspended`,
  verified: msg`Verified`,
  reported: msg`Reported`,
  several: msg`Several matches`,
  waiting: msg`Waiting for a connection`,
  dropped: msg`Not checked: no connection for 7 days`,
}
