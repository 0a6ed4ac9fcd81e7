/**
 * How a case of each kind reads on the staff case page: the words of the form that asked it.
 * Routes compose features (features never import one another), so the readings are here, one
 * per case kind of the registry (src/shared/contracts/kinds.ts; a kind left out is a type
 * error), each loaded with the first case of its kind so the case page loads no form it does
 * not show. tests/unit/kinds.test.ts reads every kind's sample through its reading.
 */
import type { Readings } from '../../../features/staff/answers'
import { ANSWER_LABELS } from '../../../features/staff/case-labels'

const exclusions = () => import('../../../features/exclusions/journeys')
const seekHelp = () => import('../../../features/seek-help/journeys')

export const READINGS: Readings = {
  'exclusion-self': () => exclusions().then((module) => ({ journey: module.selfExclusion })),
  'exclusion-third-party': () =>
    exclusions().then((module) => ({ journey: module.thirdPartyExclusion })),
  'exclusion-appeal': () => exclusions().then((module) => ({ journey: module.appeal })),
  'exclusion-cancel': () => exclusions().then((module) => ({ journey: module.cancellation })),
  report: () => seekHelp().then((module) => ({ journey: module.report })),
  complaint: () => seekHelp().then((module) => ({ journey: module.complaint })),
  counselling: () => seekHelp().then((module) => ({ journey: module.counselling })),
  talk: () => seekHelp().then((module) => ({ journey: module.talk })),
  productRegistration: () =>
    import('../../../features/product-registration/categories').then((module) => ({
      labels: ANSWER_LABELS,
      options: { category: module.CATEGORY_LABELS },
    })),
  insuranceJoin: () =>
    import('../../../features/insurance/join/reading').then((module) => module.joinReading()),
}
