/**
 * The staff home's queues: one per area the signed-in role may see (the gateway answers only
 * those), each with how many cases wait for a decision and how many were decided, linking to
 * the area's pending cases. An agent's counts are of the cases it submitted. A union manager's
 * queues end with the deduction schedules (DeductionQueue).
 */
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { AreaCounts } from '../../../shared/schemas/staff-cases'
import { AREA_LABELS } from '../case-labels'
import { countCases } from '../cases'
import { may, useSession } from '../session'
import { DeductionQueue } from './DeductionQueue'

export function Queues() {
  const { i18n } = useLingui()
  const mayImport = may(useSession(), 'deductions.import')
  const [queues, setQueues] = useState<AreaCounts[]>()

  useEffect(() => {
    let current = true
    countCases().then(
      (answer) => current && setQueues(answer),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])

  return (
    <section aria-labelledby="queues-title">
      <h2 id="queues-title">
        <Trans>Queues</Trans>
      </h2>
      {queues && (
        <ul className="staff-list staff-queues">
          {queues.map(({ area, counts }) => {
            const waiting = counts.PENDING
            const decided = counts.APPROVED + counts.REJECTED
            return (
              <li key={area} className="staff-list__item">
                <Link
                  className="staff-list__title"
                  to="/staff/cases/$area"
                  params={{ area }}
                  search={{ status: 'PENDING' }}
                >
                  {i18n._(AREA_LABELS[area])}
                </Link>
                <p className="staff-queues__counts">
                  <Trans>
                    <Plural
                      value={waiting}
                      one="# waiting for a decision"
                      other="# waiting for a decision"
                    />
                    , <Plural value={decided} one="# decided" other="# decided" />
                  </Trans>
                </p>
              </li>
            )
          })}
          {mayImport && <DeductionQueue />}
        </ul>
      )}
    </section>
  )
}
