/**
 * The pre-registration whole (its first page and the page after it), for what reads it all: the
 * staff's reading and the tests. Its page imports its first page only (journey.ts).
 */
import { withLaterSteps } from '../../journey/worked-out'
import { productRegistration as first } from './journey'
import { later } from './later'

export const productRegistration = withLaterSteps(first, later)
