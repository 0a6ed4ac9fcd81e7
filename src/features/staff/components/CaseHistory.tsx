/**
 * What happened to a case, oldest first: its submission, then every decision, file read and
 * verification the audit log holds about it.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { CaseEvent, CaseStatus } from '../../../shared/schemas/staff-cases'
import { CASE_STATUS_LABELS, eventLabel } from '../case-labels'
import { useFormatTime } from '../use-format-time'
import { Fold } from './Fold'

function What({ event }: { event: CaseEvent }) {
  const { i18n } = useLingui()
  if (!event.target) return null
  if (event.action === 'cases.decide') {
    return (
      <>
        <dt>
          <Trans>Decision</Trans>
        </dt>
        <dd>{i18n._(CASE_STATUS_LABELS[event.target as CaseStatus] ?? event.target)}</dd>
      </>
    )
  }
  return (
    <>
      <dt>
        <Trans>File</Trans>
      </dt>
      <dd>{event.target}</dd>
    </>
  )
}

export function CaseHistory({ events }: { events: CaseEvent[] }) {
  const { i18n } = useLingui()
  const time = useFormatTime()
  return (
    <Fold id="case-history-title" title={<Trans>History</Trans>}>
      <ol className="staff-list">
        {events.map((event, index) => (
          <li key={index} className="staff-list__item">
            <p className="staff-list__title">{i18n._(eventLabel(event.action))}</p>
            <dl>
              <dt>
                <Trans>When</Trans>
              </dt>
              <dd>{time(event.at)}</dd>
              <dt>
                <Trans>Who</Trans>
              </dt>
              <dd>{event.actorEmail ?? <Trans>A member of the public</Trans>}</dd>
              <What event={event} />
            </dl>
          </li>
        ))}
      </ol>
    </Fold>
  )
}
