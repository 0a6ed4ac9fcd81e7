/**
 * `/insurance/join`: a union member's application to a funeral scheme, as one journey over the
 * `members/join` contract (src/shared/contracts/member-join.ts). The pages ask about the member
 * (member-steps.ts), then the people and the cover (cover-steps.ts); the amount deducted is
 * worked out, not asked (catalogue-now.ts). Drafts, Check your answers, the outbox and the
 * correction of a refused entry come from the journey layer. The first page (first-step.ts)
 * is all the form's first visit loads: the later pages, the cover's controls and the pricing
 * load with its checks (worked-out.ts).
 */
import { msg } from '@lingui/core/macro'
import { memberJoinOutline } from '../../../shared/contracts/member-join-outline'
import { defineJourney } from '../../../journey/types'
import { yourDetails } from './first-step'

export const joinJourney = defineJourney({
  id: 'insurance-join',
  contract: memberJoinOutline,
  title: msg`Join the funeral scheme`,
  path: '/insurance/join',
  startPath: '/insurance',
  steps: [yourDetails],
  workedOut: () => import('./worked-out').then((module) => module.joinWorkedOut),
})
