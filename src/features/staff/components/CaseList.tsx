/**
 * The cases of a queue as a list of cards (a table would not fit a 390 px phone): the
 * reference, linking to the case, whom or what it is about, its kind, when it came and its
 * status, and for an approved exclusion its last day in force. Also the list of the cases an
 * agent submitted, across areas.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CaseSummary } from '../../../shared/schemas/staff-cases'
import { AREA_LABELS, caseStatusLabel, KIND_LABELS, labelOr } from '../case-labels'
import { useFormatDay, useFormatTime } from '../use-format-time'

interface Props {
  cases: CaseSummary[]
  /** The list's heading, with its count. */
  heading: ReactNode
  /** Say which queue each case is in (a list across areas). */
  showArea?: boolean
}

export function CaseList({ cases, heading, showArea = false }: Props) {
  const { i18n } = useLingui()
  const time = useFormatTime()
  const day = useFormatDay()
  return (
    <section aria-labelledby="cases-title">
      <h2 id="cases-title">{heading}</h2>
      {cases.length === 0 && (
        <p>
          <Trans>No cases match.</Trans>
        </p>
      )}
      <ul className="staff-list">
        {cases.map((item) => {
          const kind = labelOr(KIND_LABELS, item.kind)
          return (
            <li key={item.reference} className="staff-list__item">
              <p className="staff-list__title">
                <Link
                  to="/staff/cases/$area/$reference"
                  params={{ area: item.area, reference: item.reference }}
                >
                  {item.reference}
                </Link>
                {item.subject && <span className="staff-case__subject">{item.subject}</span>}
              </p>
              <dl>
                {showArea && (
                  <>
                    <dt>
                      <Trans>Queue</Trans>
                    </dt>
                    <dd>{i18n._(AREA_LABELS[item.area])}</dd>
                  </>
                )}
                <dt>
                  <Trans>Kind</Trans>
                </dt>
                <dd>{kind ? i18n._(kind) : item.kind}</dd>
                <dt>
                  <Trans>Submitted</Trans>
                </dt>
                <dd>{time(item.submittedAt)}</dd>
                <dt>
                  <Trans>Status</Trans>
                </dt>
                <dd>{i18n._(caseStatusLabel(item.kind, item.status))}</dd>
                {item.lastDay && (
                  <>
                    <dt>
                      <Trans>Last day in force</Trans>
                    </dt>
                    <dd>{day(item.lastDay)}</dd>
                  </>
                )}
              </dl>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
