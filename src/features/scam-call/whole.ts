/**
 * The report of a scam call whole (its first page and the pages after it), for what reads it
 * all: the staff's reading and the tests. Its page imports its first page only (journey.ts).
 */
import { withLaterSteps } from '../../journey/worked-out'
import { scamCall as first } from './journey'
import { derive, later } from './later'

export const scamCall = { ...withLaterSteps(first, later), derive }
