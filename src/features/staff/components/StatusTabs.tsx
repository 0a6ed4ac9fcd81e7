/**
 * A queue's statuses as links with their counts (under the other filters): one tap on a phone
 * to see what waits, what was approved or rejected, or everything. The current one carries
 * aria-current, so assistive technology says which is shown. A queue of one kind names the
 * statuses in that kind's words (the reports queue: closed with or without action).
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Area } from '../../../shared/schemas/staff'
import { CASE_KINDS, CASE_STATUSES } from '../../../shared/schemas/staff-cases'
import { CASE_STATUS_LABELS, caseStatusLabel } from '../case-labels'
import type { QueueSearch } from '../queue-search'

interface Props {
  area: Area
  search: QueueSearch
  /** Undefined while the queue loads: the links then show no count rather than a false 0. */
  counts: Partial<Record<string, number>> | undefined
}

export function StatusTabs({ area, search, counts }: Props) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  // A status link opens its first page, of every case in that status (whatever an approved
  // exclusion's standing today, ExclusionTabs).
  const { page: _page, exclusion: _exclusion, ...filters } = search
  const all = counts && CASE_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0)
  const [only, ...others] = CASE_KINDS[area]
  const tabs = [
    ...CASE_STATUSES.map((status) => ({
      status,
      label: i18n._(
        only && others.length === 0 ? caseStatusLabel(only, status) : CASE_STATUS_LABELS[status],
      ),
      count: counts && (counts[status] ?? 0),
    })),
    { status: undefined, label: t`All`, count: all },
  ]
  return (
    <nav aria-label={t`Status`} className="staff-tabs">
      <ul>
        {tabs.map(({ status, label, count }) => (
          <li key={status ?? 'all'}>
            <Link
              to="/staff/cases/$area"
              params={{ area }}
              search={{ ...filters, status }}
              // The router marks the current one (aria-current): an undefined status (All)
              // must then be absent from the address, not merely anything.
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
        ))}
      </ul>
    </nav>
  )
}
