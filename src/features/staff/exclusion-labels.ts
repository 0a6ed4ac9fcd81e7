/**
 * The words of an exclusion's case and queue: where it stands today, its period (the form's
 * words, features/exclusions/period-step.ts, so one translation serves both), the relationship of
 * a support person, and the messages sent about a case: what each is, by which channel, in
 * which state. A message kind not named here (a notice added later) shows in general words
 * with its code, never as nothing.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ExclusionPeriod } from '../../shared/exclusion-period'
import type { CaseMessage, ExclusionState, MessageState } from '../../shared/schemas/staff-cases'

/** The queue's links to approved exclusions where they stand today. */
export const EXCLUSION_STATE_TABS: Record<ExclusionState, MessageDescriptor> = {
  active: msg`In force`,
  'ending-soon': msg`Ending within 30 days`,
  ended: msg`Ended`,
}

/** Where one exclusion stands today, on its case page. */
export const EXCLUSION_STATE_LABELS: Record<ExclusionState, MessageDescriptor> = {
  active: msg`In force`,
  'ending-soon': msg`In force, ending within 30 days`,
  ended: msg`Ended`,
}

export const PERIOD_LABELS: Record<ExclusionPeriod, MessageDescriptor> = {
  P6M: msg`6 months`,
  P1Y: msg`1 year`,
  P2Y: msg`2 years`,
  P5Y: msg`5 years`,
}

/** The form's relationships (src/shared/contracts/exclusion-outline.ts), in its words. */
export const RELATIONSHIP_LABELS: Record<string, MessageDescriptor> = {
  spouse: msg`Husband, wife or partner`,
  father: msg`Father`,
  mother: msg`Mother`,
  uncle: msg`Uncle`,
  aunt: msg`Aunt`,
  daughter: msg`Daughter`,
  cousin: msg`Cousin`,
  son: msg`Son`,
  other: msg`Other relationship`,
  serviceProvider: msg`Their social worker, counsellor or other service provider`,
}

/** What each message is, in staff's words (server/src/messages: the kinds the gateway sends). */
export const MESSAGE_KIND_LABELS: Record<string, MessageDescriptor> = {
  'exclusion.approved': msg`Approval notice`,
  'exclusion.extended': msg`Extension notice`,
  'exclusion.cancellation-asked': msg`Notice of a cancellation request`,
  'exclusion.cancelled': msg`Cancellation notice`,
  'exclusion.ends-in-30-days': msg`Reminder: 30 days left`,
  'exclusion.ending-30': msg`Reminder: 30 days left`,
  'exclusion.ending-7': msg`Reminder: 7 days left`,
}

export const CHANNEL_LABELS: Record<CaseMessage['channel'], MessageDescriptor> = {
  email: msg`Email`,
  sms: msg`SMS`,
}

export const MESSAGE_STATE_LABELS: Record<MessageState, MessageDescriptor> = {
  queued: msg`Waiting to be sent`,
  sending: msg`Being sent`,
  // Not the date's term "Sent" (French "Envoyé le"): here the state a message is in.
  sent: msg({ message: 'Sent', context: 'message state' }),
  failed: msg`Failed`,
}
