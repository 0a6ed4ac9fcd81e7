/**
 * The exclusions queue's approved exclusions by where they stand today (the gateway's clock):
 * in force, ending within 30 days (also in force: whoever leaves protection next, for a call
 * before the last day), and ended, by their end or a cancellation. Links like the statuses',
 * with the counts under the other filters; the current one carries aria-current.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Area } from '../../../shared/schemas/staff'
import { EXCLUSION_STATES } from '../../../shared/schemas/staff-cases'
import { EXCLUSION_STATE_TABS } from '../exclusion-labels'
import type { QueueSearch } from '../queue-search'

interface Props {
  area: Area
  search: QueueSearch
  /** Undefined while the queue loads: the links then show no count rather than a false 0. */
  counts: Partial<Record<string, number>> | undefined
}

export function ExclusionTabs({ area, search, counts }: Props) {
  const { i18n } = useLingui()
  // A link opens its first page; the standing is of approved exclusions only.
  const { page: _page, status: _status, exclusion: _exclusion, ...filters } = search
  return (
    <nav aria-labelledby="exclusion-tabs-title" className="staff-tabs">
      <p id="exclusion-tabs-title" className="staff-tabs__title">
        <Trans>Approved exclusions today</Trans>
      </p>
      <ul>
        {EXCLUSION_STATES.map((state) => {
          const label = i18n._(EXCLUSION_STATE_TABS[state])
          const count = counts?.[state]
          return (
            <li key={state}>
              <Link
                to="/staff/cases/$area"
                params={{ area }}
                search={{ ...filters, status: 'APPROVED', exclusion: state }}
                activeOptions={{ exact: true, explicitUndefined: true }}
              >
                {count === undefined ? (
                  label
                ) : (
                  <Trans>
                    {label} ({count})
                  </Trans>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
