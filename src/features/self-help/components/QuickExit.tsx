/**
 * The Quick exit control, kept in view on every /self-help page. A real link to the neutral
 * site, so it leaves even if this script fails; with script it replaces the history entry
 * and blanks the page first. Pressing Shift three times does the same; a hidden status says
 * how many presses are left, and three dots on the button show them (GOV.UK's indicator).
 * The line beside it (the header's, QUICK_EXIT_NOTE) describes it to screen readers too.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { QUICK_EXIT_URL, createShiftCounter, quickExit, resetQuickExit } from '../quick-exit'

/** The id of the line that says what Quick exit clears. */
export const QUICK_EXIT_NOTE = 'quick-exit-note'

export function QuickExit() {
  const [presses, setPresses] = useState(0)

  useEffect(() => {
    const counter = createShiftCounter(setPresses, quickExit)
    const onKeyup = (event: KeyboardEvent) => counter.keyup(event)
    const onPageshow = (event: PageTransitionEvent) => {
      if (event.persisted) resetQuickExit()
    }
    document.addEventListener('keyup', onKeyup, true)
    window.addEventListener('pageshow', onPageshow)
    return () => {
      counter.dispose()
      document.removeEventListener('keyup', onKeyup, true)
      window.removeEventListener('pageshow', onPageshow)
    }
  }, [])

  return (
    <div className="quick-exit">
      <a
        className="quick-exit__button"
        href={QUICK_EXIT_URL}
        rel="noreferrer"
        aria-describedby={QUICK_EXIT_NOTE}
        onClick={(event) => {
          event.preventDefault()
          quickExit()
        }}
      >
        <Trans>Quick exit</Trans>
        <span className="quick-exit__dots" aria-hidden="true">
          {[1, 2, 3].map((dot) => (
            <span key={dot} className={dot <= presses ? 'quick-exit__dot--on' : undefined} />
          ))}
        </span>
      </a>
      <span className="visually-hidden" role="status">
        {presses === 1 && (
          <Trans>Shift pressed once. Press it twice more to leave this site.</Trans>
        )}
        {presses === 2 && (
          <Trans>Shift pressed twice. Press it once more to leave this site.</Trans>
        )}
      </span>
    </div>
  )
}
