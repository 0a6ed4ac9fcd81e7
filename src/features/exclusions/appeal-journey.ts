/**
 * The appeal of an exclusion decision (docs/design.md section 1) as a journey over the one
 * contract (src/shared/contracts/exclusion.ts): its first page here, the pages after it in
 * appeal-later.ts, loaded with the form's checks (as self-journey.ts says).
 */
import { msg } from '@lingui/core/macro'
import { defineJourney, type Journey } from '../../journey/types'
import { exclusionOutline } from '../../shared/contracts/exclusion-outline'
import { detailsStep, START } from './steps'

export const appeal: Journey = defineJourney({
  id: 'exclusion-appeal',
  contract: exclusionOutline,
  title: msg`Appeal an exclusion decision`,
  path: '/self-help/exclusions/appeal',
  startPath: START,
  fixed: { kind: 'appeal', hadReferenceNumber: true },
  steps: [detailsStep('applicant')],
  workedOut: () => import('./appeal-later').then(({ appealLater }) => ({ steps: appealLater })),
})
