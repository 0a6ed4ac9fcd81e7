/**
 * An approved exclusion's dates on its case page: the period applied for in words (an
 * extension moves the end, not this), where it stands today (the gateway's clock), its start
 * and end (as approved or extended), its last day in force, and the day a cancellation takes
 * (or took) effect. Days in words, as the calendar days they are; the last day in force is
 * what the register and the reminders go by.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ExclusionDates } from '../../../shared/schemas/staff-cases'
import { EXCLUSION_STATE_LABELS, PERIOD_LABELS } from '../exclusion-labels'
import { useFormatDay } from '../use-format-time'

export function CaseExclusion({ exclusion }: { exclusion: ExclusionDates }) {
  const { i18n } = useLingui()
  const day = useFormatDay()
  const { period, state, cancelledFrom } = exclusion
  return (
    <section aria-labelledby="case-exclusion-title" className="card staff-case__exclusion">
      <h2 id="case-exclusion-title">
        <Trans>Exclusion</Trans>
      </h2>
      <dl>
        {period && (
          <>
            <dt>
              <Trans>Period applied for</Trans>
            </dt>
            <dd>{i18n._(PERIOD_LABELS[period])}</dd>
          </>
        )}
        <dt>
          <Trans>Where it stands</Trans>
        </dt>
        <dd>{state ? i18n._(EXCLUSION_STATE_LABELS[state]) : <Trans>Not started yet</Trans>}</dd>
        <dt>
          <Trans>Start date</Trans>
        </dt>
        <dd>{day(exclusion.startsOn)}</dd>
        <dt>
          <Trans>End date</Trans>
        </dt>
        <dd>{day(exclusion.endsOn)}</dd>
        <dt>
          <Trans>Last day in force</Trans>
        </dt>
        <dd>{day(exclusion.lastDay)}</dd>
        {cancelledFrom && (
          <>
            <dt>
              {state === 'ended' ? (
                <Trans>Cancellation took effect</Trans>
              ) : (
                <Trans>Cancellation takes effect</Trans>
              )}
            </dt>
            <dd>{day(cancelledFrom)}</dd>
          </>
        )}
      </dl>
    </section>
  )
}
