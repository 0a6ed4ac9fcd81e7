/**
 * `/insurance/join`: a union member's application to a funeral scheme, as one journey over the
 * `members/join` contract (src/shared/contracts/member-join.ts). The pages ask about the member
 * (member-steps.ts), then the people and the cover (cover-steps.ts); the amount deducted is
 * worked out, not asked (catalogue-now.ts). Drafts, Check your answers, the outbox and the
 * correction of a refused entry come from the journey layer. The cover's controls and the
 * pricing load on the pages that need them (cover-steps.ts, worked-out.ts): the first page
 * loads none of them.
 */
import { msg } from '@lingui/core/macro'
import { memberJoinOutline } from '../../../shared/contracts/member-join-outline'
import { defineJourney } from '../../../journey/types'
import { coverSteps } from './cover-steps'
import { memberSteps } from './member-steps'

export const joinJourney = defineJourney({
  id: 'insurance-join',
  contract: memberJoinOutline,
  title: msg`Join the funeral scheme`,
  path: '/insurance/join',
  startPath: '/insurance',
  steps: [...memberSteps, ...coverSteps],
  workedOut: () => import('./worked-out').then((module) => module.joinWorkedOut),
})
