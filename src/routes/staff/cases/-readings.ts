/**
 * How a case of each kind reads on the staff case page: the words of the form that asked it.
 * Routes compose features (features never import one another), so the readings are here, one
 * per case kind of the registry (src/shared/contracts/kinds.ts; a kind left out is a type
 * error). The portal's journeys are small declarations, imported as they are (a dynamic import
 * of them would add a module object to the chunk their public pages load); the join's reading,
 * with its catalogue, loads with the first join opened. tests/unit/kinds.test.ts reads every
 * kind's sample through its reading.
 */
import {
  appeal,
  cancellation,
  selfExclusion,
  thirdPartyExclusion,
} from '../../../features/exclusions/journeys'
import { productRegistration } from '../../../features/product-registration/whole'
import { productReport } from '../../../features/product-report/whole'
import { scamCall } from '../../../features/scam-call/whole'
import { claim } from '../../../features/claims/whole'
import { complaint, counselling, report, talk } from '../../../features/seek-help/journeys'
import type { Reading, Readings } from '../../../features/staff/answers'

const asked = (reading: Reading) => () => Promise.resolve(reading)

export const READINGS: Readings = {
  'exclusion-self': asked({ journey: selfExclusion }),
  'exclusion-third-party': asked({ journey: thirdPartyExclusion }),
  'exclusion-appeal': asked({ journey: appeal }),
  'exclusion-cancel': asked({ journey: cancellation }),
  report: asked({ journey: report }),
  complaint: asked({ journey: complaint }),
  counselling: asked({ journey: counselling }),
  talk: asked({ journey: talk }),
  productRegistration: asked({ journey: productRegistration }),
  productReport: asked({ journey: productReport }),
  scamCall: asked({ journey: scamCall }),
  insuranceJoin: () =>
    import('../../../features/insurance/join/reading').then((module) => module.joinReading()),
  claim: asked({ journey: claim }),
}
