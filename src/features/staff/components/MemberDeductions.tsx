/**
 * A member's premiums on their staff page (src/shared/insurance/deductions.ts): where the cover
 * stands, then each month, newest first: what was due, what the imported schedules recorded and
 * what that means. A short or missing month says so in words, with a sign beside it, never by
 * colour alone. Before any schedule is imported for the member there is nothing to list, and
 * the page says why rather than show an empty table.
 */
import { Plural, Trans } from '@lingui/react/macro'
import { useAppLocale } from '../../../i18n/locales'
import { formatCurrency, intlLocale } from '../../../shared/dates'
import type { DeductionMonth, DeductionStanding } from '../../../shared/insurance/deductions'

function MonthState({ month, money }: { month: DeductionMonth; money: (n: number) => string }) {
  const shortBy = money(month.due - (month.received ?? 0))
  switch (month.state) {
    case 'paid':
      return (
        <>
          <span aria-hidden="true">✓ </span>
          <Trans>Paid</Trans>
        </>
      )
    case 'short':
      return (
        <strong>
          <span aria-hidden="true">! </span>
          <Trans>Short by {shortBy}</Trans>
        </strong>
      )
    case 'missing':
      return (
        <strong>
          <span aria-hidden="true">✗ </span>
          <Trans>Missing: not in that month’s schedule</Trans>
        </strong>
      )
    default:
      return <Trans>Awaited: that month’s schedule is not imported yet</Trans>
  }
}

export function MemberDeductions({ deductions }: { deductions: DeductionStanding }) {
  const locale = useAppLocale()
  const money = (amount: number) => formatCurrency(amount, locale)
  const monthName = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const monthOf = (month: string) => {
    const [year, number] = month.split('-').map(Number)
    return monthName.format(Date.UTC(year!, number! - 1, 1))
  }
  const behind = deductions.monthsBehind
  return (
    <section aria-labelledby="member-deductions-title">
      <h2 id="member-deductions-title">
        <Trans>Deductions</Trans>
      </h2>
      {deductions.months.length === 0 ? (
        <p>
          <Trans>
            No deductions imported yet for this member: each month shows here once a manager imports
            that month’s payroll deduction schedule.
          </Trans>
        </p>
      ) : (
        <>
          <p>
            {deductions.standing === 'lapsed' ? (
              <strong>
                <Trans>The cover has lapsed.</Trans>{' '}
              </strong>
            ) : deductions.standing === 'at-risk' ? (
              <strong>
                <Trans>The cover is at risk of lapsing.</Trans>{' '}
              </strong>
            ) : (
              <>
                <Trans>The cover is in force.</Trans>{' '}
              </>
            )}
            {behind > 0 && (
              <Plural
                value={behind}
                one="# month in a row without the full premium."
                other="# months in a row without the full premium."
              />
            )}
          </p>
          <table className="portal-table">
            <caption>
              <Trans>Premiums by month, newest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Month</Trans>
                </th>
                <th scope="col">
                  <Trans>Due</Trans>
                </th>
                <th scope="col">
                  <Trans>Received</Trans>
                </th>
                <th scope="col">
                  <Trans>Deduction</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {deductions.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthOf(month.month)}</th>
                  <td>{money(month.due)}</td>
                  <td>{month.received === null ? <Trans>None</Trans> : money(month.received)}</td>
                  <td>
                    <MonthState month={month} money={money} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}
