/**
 * An approved exclusion's dates in words, and the way to make it longer (`exclusions/extend`,
 * docs/decisions.md, "Exclusion periods"): "You are excluded from every licensed gambling
 * facility from 3 March 2027 until 2 March 2028". While it has not ended, a period can be
 * added to its end; nothing here can make it shorter. Part of the status result, so it loads
 * with the check, never with the page.
 *
 * The days are Botswana's calendar dates (src/shared/exclusion-period.ts) in the reader's
 * language. The extension is sent at once, not queued for later like an application, since the
 * person should know at once whether it was made; offline, the page says so. A repeat the
 * gateway receives within minutes extends nothing (server/src/submissions/extend.ts).
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { ChoiceFieldset } from '../../../components/form/ChoiceFieldset'
import { callProblem, isGatewayError } from '../../../gateway/gateway-error'
import { PERIOD_NAMES } from '../../../i18n/decision-words'
import { appLocaleOf } from '../../../i18n/locales'
import {
  EXCLUSION_PERIODS,
  type ExclusionPeriod as Period,
} from '../../../shared/contracts/exclusion-outline'
import { intlLocale } from '../../../shared/dates'
import { addDays, longDate } from '../../../shared/exclusion-period'
import { todayInBotswana } from '../../../shared/insurance/age'

interface Props {
  reference: string
  idNumber: string
  /** A third-party exclusion: the person excluded is not the one reading. */
  someoneElse: boolean
  startsOn: string
  endsOn: string
  period?: Period | undefined
  /** The day an approved cancellation takes (or took) effect, if one was approved. */
  cancelledFrom?: string | undefined
}

type Outcome =
  { extended: string } | { problem: 'choose' | 'notActive' | 'tooMany' | 'offline' | 'failed' }

export function ExclusionPeriod({
  reference,
  idNumber,
  someoneElse,
  startsOn,
  cancelledFrom,
  ...props
}: Props) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const tag = intlLocale(appLocaleOf(i18n.locale))
  const [endsOn, setEndsOn] = useState(props.endsOn)
  const [chosen, setChosen] = useState<Period>()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const said = useRef<HTMLParagraphElement>(null)
  const id = useId()
  const start = longDate(startsOn, tag)
  // Its last day in force: the day before a cancellation takes effect, if that is earlier.
  const lastDay =
    cancelledFrom && addDays(cancelledFrom, -1) < endsOn ? addDays(cancelledFrom, -1) : endsOn
  const end = longDate(lastDay, tag)
  const ended = lastDay < todayInBotswana()
  const cancelled = lastDay !== endsOn
  const cancelledOn = cancelledFrom ? longDate(cancelledFrom, tag) : ''
  const appliedFor = props.period ? i18n._(PERIOD_NAMES[props.period]) : ''
  const extendedUntil = outcome && 'extended' in outcome ? longDate(outcome.extended, tag) : ''

  const show = (next: Outcome) => {
    setOutcome(next)
    // Focus on what happened, so a screen reader reads it (as the check itself does); on the
    // question, when no period was chosen (its error says so).
    const target = 'problem' in next && next.problem === 'choose' ? null : said.current
    requestAnimationFrame(() => (target ?? document.getElementById(`${id}-period`))?.focus())
  }

  const extend = async () => {
    if (!chosen) return show({ problem: 'choose' })
    if (!navigator.onLine) return show({ problem: 'offline' })
    setBusy(true)
    try {
      const { extendExclusion } = await import('../check-status')
      const answer = await extendExclusion({ reference, idNumber, period: chosen })
      setEndsOn(answer.endsOn)
      show({ extended: answer.endsOn })
    } catch (error) {
      // Found but not active (409), or no longer found (404): either way, nothing to extend.
      const problem =
        isGatewayError(error) && error.status === 409 ? 'notFound' : callProblem(error)
      show({ problem: problem === 'notFound' ? 'notActive' : problem })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="exclusion-period" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        <Trans>How long the exclusion lasts</Trans>
      </h3>
      <p className="exclusion-period__dates">
        {ended && cancelled ? (
          <Trans>
            The exclusion lasted from {start} until {end}. It was cancelled from {cancelledOn}.
          </Trans>
        ) : ended ? (
          <Trans>
            The exclusion lasted from {start} until {end}. It has ended.
          </Trans>
        ) : cancelled ? (
          <Trans>
            A cancellation of this exclusion takes effect on {cancelledOn}. Until then the exclusion
            holds: its last day is {end}, unless the cancellation is withdrawn.
          </Trans>
        ) : someoneElse ? (
          <Trans>
            The person is excluded from every licensed gambling facility from {start} until {end}.
          </Trans>
        ) : (
          <Trans>
            You are excluded from every licensed gambling facility from {start} until {end}.
          </Trans>
        )}
      </p>
      {props.period && (
        <p>
          <Trans>Period applied for: {appliedFor}</Trans>
        </p>
      )}
      {!ended && !cancelled && (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void extend()
          }}
        >
          <ChoiceFieldset
            id={`${id}-period`}
            legend={t`Make the exclusion longer`}
            hint={t`The period is added to the end of the exclusion, at once. An exclusion can be made longer, never shorter.`}
            error={
              outcome && 'problem' in outcome && outcome.problem === 'choose'
                ? t`Select how long to add`
                : undefined
            }
            type="radio"
            options={EXCLUSION_PERIODS.map((value) => ({
              key: value,
              label: i18n._(PERIOD_NAMES[value]),
              checked: chosen === value,
            }))}
            onToggle={(key) => setChosen(key as Period)}
          />
          <button type="submit" className="button button--secondary" disabled={busy}>
            <Trans>Extend the exclusion</Trans>
          </button>
        </form>
      )}
      {outcome && !('problem' in outcome && outcome.problem === 'choose') && (
        <p
          ref={said}
          tabIndex={-1}
          role="status"
          className={'extended' in outcome ? 'card card--ok' : 'card card--warning'}
        >
          {'extended' in outcome ? (
            <Trans>
              Done: the exclusion now lasts until {extendedUntil}. We have sent a message to the
              contact details given in the application.
            </Trans>
          ) : outcome.problem === 'notActive' ? (
            <Trans>
              This exclusion can no longer be extended. To be excluded again, apply for a new
              exclusion.
            </Trans>
          ) : outcome.problem === 'tooMany' ? (
            <Trans>You have tried many times. Please wait a minute and try again.</Trans>
          ) : outcome.problem === 'offline' ? (
            <Trans>You seem to be offline. Connect to the internet and try again.</Trans>
          ) : (
            <Trans>The exclusion was not extended this time. Please try again later.</Trans>
          )}
        </p>
      )}
    </section>
  )
}
