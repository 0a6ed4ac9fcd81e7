/**
 * A journey's route renders this: the page the address names (`?step=`), or Check your
 * answers, with a Back link to the page before. The draft loads first; a page that does not
 * apply to the answers (`?step=player` on a self-exclusion) shows the first page instead.
 */
import { Trans } from '@lingui/react/macro'
import { Link, useSearch } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { Answers, Journey } from '../types'
import { CHECK_STEP, journeySearch } from '../search'
import { useJourney } from '../use-journey'
import { StepPage } from './StepPage'

// Check your answers and its summary load when it is reached: not with a form's first page.
const CheckAnswers = lazy(() => import('./CheckAnswers').then((m) => ({ default: m.CheckAnswers })))

/** `start`: answers the address gives, over the draft's (use-journey.ts). */
export function JourneyView({ journey, start }: { journey: Journey; start?: Answers }) {
  const search = journeySearch(useSearch({ strict: false }))
  const loaded = useJourney(journey, search, start)
  const state = loaded.loaded
    ? loaded
    : { ...loaded, onCheck: false, step: loaded.steps[0], index: 0 }
  const back = state.onCheck ? state.steps.at(-1) : state.steps[state.index - 1]
  const returnToCheck = loaded.loaded && search.return === CHECK_STEP
  const correct = state.correcting ? { correct: state.correcting } : {}
  return (
    <div inert={!state.loaded}>
      {back || returnToCheck ? (
        <Link
          className="back-link"
          to={journey.path as never}
          search={{ step: returnToCheck ? CHECK_STEP : back!.id, ...correct } as never}
        >
          <Trans>Back</Trans>
        </Link>
      ) : (
        <Link className="back-link" to={journey.startPath as never}>
          <Trans>Back</Trans>
        </Link>
      )}
      {state.onCheck || !state.step ? (
        <Suspense fallback={null}>
          <CheckAnswers journey={journey} state={state} />
        </Suspense>
      ) : (
        <StepPage journey={journey} step={state.step} state={state} returnToCheck={returnToCheck} />
      )}
    </div>
  )
}
