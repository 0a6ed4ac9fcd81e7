/**
 * The funeral claim whole (its first page and the pages after it, with what it works out), for
 * what reads it all: the staff's reading and the tests. Its page imports its first page only
 * (journey.ts).
 */
import { withWorkedOut } from '../../journey/worked-out'
import { claim as first } from './journey'
import { deriveClaim, display, later } from './later'

const { workedOut: _declared, ...firstPages } = first

export const claim = withWorkedOut(firstPages, { steps: later, derive: deriveClaim, display })
