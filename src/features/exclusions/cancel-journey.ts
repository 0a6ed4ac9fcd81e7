/**
 * The application to cancel an exclusion (docs/decisions.md, "Cancelling an exclusion") over
 * the one contract (src/shared/contracts/exclusion.ts): its first page here, with its lead,
 * the free counselling offered first, which only this page loads; the pages after it in
 * cancel-later.ts, loaded with the form's checks (as self-journey.ts says).
 */
import { msg } from '@lingui/core/macro'
import { defineJourney, type Journey } from '../../journey/types'
import { exclusionOutline } from '../../shared/contracts/exclusion-outline'
import { CancelLead } from './components/CancelLead'
import { detailsStep, START } from './steps'

export const cancellation: Journey = defineJourney({
  id: 'exclusion-cancel',
  contract: exclusionOutline,
  title: msg`Apply to cancel an exclusion`,
  path: '/self-help/exclusions/cancel',
  startPath: START,
  fixed: { kind: 'cancel', hadReferenceNumber: true },
  lead: CancelLead,
  steps: [detailsStep('applicant')],
  workedOut: () => import('./cancel-later').then(({ cancelLater }) => ({ steps: cancelLater })),
})
