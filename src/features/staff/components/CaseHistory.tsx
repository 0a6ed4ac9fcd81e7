/**
 * What happened to a case, oldest first: its submission, then every decision, file read and
 * verification the audit log holds about it.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { CASE_STATUSES, type CaseEvent, type CaseStatus } from '../../../shared/schemas/staff-cases'
import { caseStatusLabel, eventLabel } from '../case-labels'
import { useFormatTime } from '../use-format-time'
import { Fold } from './Fold'

function What({ event, kind }: { event: CaseEvent; kind: string }) {
  const { i18n } = useLingui()
  if (!event.target) return null
  if (event.action === 'cases.decide') {
    return (
      <>
        <dt>
          <Trans>Decision</Trans>
        </dt>
        <dd>
          {CASE_STATUSES.includes(event.target as CaseStatus)
            ? i18n._(caseStatusLabel(kind, event.target as CaseStatus))
            : event.target}
        </dd>
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

export function CaseHistory({ events, kind }: { events: CaseEvent[]; kind: string }) {
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
              <What event={event} kind={kind} />
            </dl>
          </li>
        ))}
      </ol>
    </Fold>
  )
}
