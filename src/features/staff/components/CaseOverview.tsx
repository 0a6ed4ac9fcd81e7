/**
 * What a case is at a glance: its kind, whom or what it is about, its status (in its kind's
 * words), when it came and from whom (an agent, or the public), and once decided, by whom,
 * when, with the note for the record and the note for the applicant (and, for an approved
 * product registration, the code it is on the register by).
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PUBLIC_STATUS_AREAS, type CaseDetail } from '../../../shared/schemas/staff-cases'
import { caseStatusLabel, KIND_LABELS, labelOr } from '../case-labels'
import { useFormatTime } from '../use-format-time'

export function CaseOverview({ detail }: { detail: CaseDetail }) {
  const { i18n } = useLingui()
  const time = useFormatTime()
  const kind = labelOr(KIND_LABELS, detail.kind)
  const decided = detail.decision
  return (
    <div
      className={`card staff-case__overview staff-case__overview--${detail.status.toLowerCase()}`}
    >
      <dl>
        <dt>
          <Trans>Kind</Trans>
        </dt>
        <dd>{kind ? i18n._(kind) : detail.kind}</dd>
        {detail.subject && (
          <>
            <dt>
              <Trans>About</Trans>
            </dt>
            <dd>{detail.subject}</dd>
          </>
        )}
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd className="staff-case__status">
          {i18n._(caseStatusLabel(detail.kind, detail.status))}
        </dd>
        <dt>
          <Trans>Submitted</Trans>
        </dt>
        <dd>{time(detail.submittedAt)}</dd>
        <dt>
          <Trans>Submitted by</Trans>
        </dt>
        <dd>{detail.submittedBy ?? <Trans>The person it is about, or someone for them</Trans>}</dd>
        {decided && (
          <>
            <dt>
              <Trans>Decided by</Trans>
            </dt>
            <dd>{decided.decidedBy}</dd>
            <dt>
              <Trans>Decided</Trans>
            </dt>
            <dd>{decided.decidedAt ? time(decided.decidedAt) : null}</dd>
            <dt>
              <Trans>Note for the record</Trans>
            </dt>
            <dd className="staff-case__note">{decided.note}</dd>
            {PUBLIC_STATUS_AREAS.includes(detail.area) && (
              <>
                <dt>
                  <Trans>Note to the applicant</Trans>
                </dt>
                <dd className="staff-case__note">{decided.applicantNote ?? <Trans>None</Trans>}</dd>
              </>
            )}
          </>
        )}
        {detail.productCode && (
          <>
            <dt>
              <Trans>On the register as</Trans>
            </dt>
            <dd>{detail.productCode}</dd>
          </>
        )}
      </dl>
    </div>
  )
}
