/**
 * The funeral claim whole (its first page and the pages after it), for what reads it all: the
 * staff's reading and the tests. Its page imports its first page only (journey.ts).
 */
import { withLaterSteps } from '../../journey/worked-out'
import { claim as first } from './journey'
import { later } from './later'

export const claim = withLaterSteps(first, later)
