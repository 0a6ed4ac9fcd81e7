/**
 * What a journey's pages say above the form in its special states. Offline before its checks
 * were kept, here: then nothing more can be downloaded either. A refused submission being
 * corrected, or answers from last time, in Notices.tsx, downloaded only for a form in one of
 * those states: a form's first page is held to the route JavaScript budget (docs/design.md
 * section 7), and most first visits are in neither.
 */
import { Trans } from '@lingui/react/macro'
import { Suspense } from 'react'
import { lazyExtra } from '../../components/lazy-extra'
import type { JourneyState } from '../use-journey'
import type { Journey } from '../types'

const Notices = lazyExtra(() => import('./Notices').then((module) => module.default))

export function JourneyNotices({ state }: { journey: Journey; state: JourneyState }) {
  if (state.uncheckable) {
    return (
      <p className="notice" role="alert">
        <Trans>
          Your answers could not be checked: this device is offline and the form has not been kept
          for offline use yet. Your answers are kept here. Try again when you are connected.
        </Trans>
      </p>
    )
  }
  if (!state.correcting && !state.resumed) return null
  return (
    <Suspense fallback={null}>
      <Notices state={state} />
    </Suspense>
  )
}
