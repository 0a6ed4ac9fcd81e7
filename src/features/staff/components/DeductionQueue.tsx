/**
 * The union's queue of deduction schedules on the staff home, beside its joins and claims: the
 * newest import, linking to the page where a manager imports the month's schedule.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useAppLocale } from '../../../i18n/locales'
import { monthInWords } from '../../../shared/date-words'
import type { DeductionImport } from '../../../shared/insurance/deduction-import'
import { listImports } from '../deductions'
import { SOURCE_LABELS } from './DeductionsPage'

export function DeductionQueue() {
  const { i18n } = useLingui()
  const locale = useAppLocale()
  const [newest, setNewest] = useState<DeductionImport | null>()
  useEffect(() => {
    let current = true
    listImports().then(
      (answer) => current && setNewest(answer.data[0] ?? null),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])
  const month = newest ? monthInWords(newest.month, locale) : ''
  const source = newest ? i18n._(SOURCE_LABELS[newest.source]) : ''
  return (
    <li className="staff-list__item">
      <Link className="staff-list__title" to="/staff/deductions">
        <Trans>Deduction schedules</Trans>
      </Link>
      {newest !== undefined && (
        <p className="staff-queues__counts">
          {newest ? (
            <Trans>
              Last imported: {month}, {source}.
            </Trans>
          ) : (
            <Trans>None imported yet.</Trans>
          )}
        </p>
      )}
    </li>
  )
}
