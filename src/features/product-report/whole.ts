/**
 * The report of a fake whole (its first page and the pages after it), for what reads it all:
 * the staff's reading and the tests. Its page imports its first page only (journey.ts).
 */
import { withLaterSteps } from '../../journey/worked-out'
import { productReport as first } from './journey'
import { derive, later } from './later'

export const productReport = { ...withLaterSteps(first, later), derive }
