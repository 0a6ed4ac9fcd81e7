/**
 * The address of a journey's page: `?step=<page>`, `return=check` after a Change link, and
 * `correct=<reference>` to correct a refused entry. Kept apart and tiny, because a route's
 * `validateSearch` is part of the app's first-load code.
 */
export const CHECK_STEP = 'check'

export interface JourneySearch {
  step?: string
  /** `check`: Continue goes back to Check your answers (a Change link was followed). */
  return?: string
  correct?: string
}

export function journeySearch(search: Record<string, unknown>): JourneySearch {
  const out: JourneySearch = {}
  if (typeof search.step === 'string' && /^[a-z0-9-]{1,40}$/.test(search.step)) {
    out.step = search.step
  }
  if (search.return === CHECK_STEP) out.return = CHECK_STEP
  if (typeof search.correct === 'string' && /^[A-Z]{2}-[0-9A-Z]{8}$/.test(search.correct)) {
    out.correct = search.correct
  }
  return out
}
