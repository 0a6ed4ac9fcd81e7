/**
 * The four exclusion applications (docs/design.md section 1), each whole (its first page and
 * the pages after it), for what reads them all: the staff's readings and the tests. A form's
 * page imports its own first page instead (self-journey.ts says why).
 */
import type { Journey, Step } from '../../journey/types'
import { withLaterSteps } from '../../journey/worked-out'
import { appeal as appealFirst } from './appeal-journey'
import { appealLater } from './appeal-later'
import { cancellation as cancellationFirst } from './cancel-journey'
import { cancelLater } from './cancel-later'
import { selfExclusion as selfFirst } from './self-journey'
import { selfLater } from './self-later'
import { thirdPartyExclusion as thirdPartyFirst } from './third-party-journey'
import { thirdPartyLater } from './third-party-later'

const whole = (first: Journey, later: readonly Step[]) => withLaterSteps(first, later)

export const selfExclusion = whole(selfFirst, selfLater)
export const thirdPartyExclusion = whole(thirdPartyFirst, thirdPartyLater)
export const appeal = whole(appealFirst, appealLater)
export const cancellation = whole(cancellationFirst, cancelLater)
