/**
 * The self-exclusion (docs/design.md section 1) as a journey over the one contract
 * (src/shared/contracts/exclusion.ts). Its page declares the first page only; the pages after
 * it are in self-later.ts and load with the form's checks (types.ts WorkedOut), so that the
 * form's first visit loads no other page's words (docs/design.md section 7, the route budget).
 */
import { msg } from '@lingui/core/macro'
import { defineJourney, type Journey } from '../../journey/types'
import { exclusionOutline } from '../../shared/contracts/exclusion-outline'
import { detailsStep, START } from './steps'

export const selfExclusion: Journey = defineJourney({
  id: 'exclusion-self',
  contract: exclusionOutline,
  title: msg`Apply to exclude yourself`,
  path: '/self-help/exclusions/self',
  startPath: START,
  fixed: { kind: 'self' },
  steps: [detailsStep('applicant')],
  workedOut: () => import('./self-later').then(({ selfLater }) => ({ steps: selfLater })),
})
