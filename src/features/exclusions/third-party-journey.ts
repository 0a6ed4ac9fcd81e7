/**
 * The application to exclude someone close to you (docs/design.md section 1) as a journey over
 * the one contract (src/shared/contracts/exclusion.ts): its first page here, the pages after
 * it in third-party-later.ts, loaded with the form's checks (as self-journey.ts says).
 */
import { msg } from '@lingui/core/macro'
import { defineJourney, type Journey } from '../../journey/types'
import { exclusionOutline } from '../../shared/contracts/exclusion-outline'
import { detailsStep, START } from './steps'

export const thirdPartyExclusion: Journey = defineJourney({
  id: 'exclusion-third-party',
  contract: exclusionOutline,
  title: msg`Apply to exclude someone close to you`,
  path: '/self-help/exclusions/third-party',
  startPath: START,
  fixed: { kind: 'third-party' },
  steps: [detailsStep('applicant')],
  workedOut: () =>
    import('./third-party-later').then(({ thirdPartyLater }) => ({ steps: thirdPartyLater })),
})
