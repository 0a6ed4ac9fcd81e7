/**
 * A membership's premiums month by month (src/shared/insurance/deductions.ts): what the union
 * received against what was due, each month's state in words (never by colour alone), and a
 * warning when the cover is at risk or has lapsed (docs/decisions.md, "Deductions and lapse").
 * The newest twelve months show; earlier ones are behind a disclosure. From the answer of
 * `members/me`, so the copy kept on the device shows it offline too.
 */
import { useLingui } from '@lingui/react/macro'
import { monthInWords } from '../../../shared/date-words'
import type { DeductionMonth, DeductionStanding } from '../../../shared/insurance/deductions'
import { appLocaleOf } from '../../../i18n/locales'
import { useMoney } from '../use-money'

const SHOWN = 12

function Month({ month }: { month: DeductionMonth }) {
  const { t, i18n } = useLingui()
  const money = useMoney()
  const name = monthInWords(month.month, appLocaleOf(i18n.locale))
  const due = money(month.due)
  const received = money(month.received ?? 0)
  const state = {
    paid: t`Paid`,
    short: t`Short: ${received} of ${due}`,
    missing: t`Missing: nothing received`,
    awaited: t`Awaited: the union has not received this month’s schedule yet`,
  }[month.state]
  return (
    <tr className={`deduction deduction--${month.state}`}>
      <th scope="row">{name}</th>
      <td>{month.received === null ? '—' : received}</td>
      <td>{due}</td>
      <td>
        {month.state === 'short' || month.state === 'missing' ? <strong>{state}</strong> : state}
      </td>
    </tr>
  )
}

function Table({ months, caption }: { months: DeductionMonth[]; caption: string }) {
  const { t } = useLingui()
  return (
    <table className="deductions">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Month`}</th>
          <th scope="col">{t`Received`}</th>
          <th scope="col">{t`Due`}</th>
          <th scope="col">{t`State`}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <Month key={month.month} month={month} />
        ))}
      </tbody>
    </table>
  )
}

export function DeductionMonths({
  deductions,
  reference,
}: {
  deductions: DeductionStanding
  reference: string
}) {
  const { t } = useLingui()
  const heading = `deductions-${reference}`
  const { months, monthsBehind, standing } = deductions
  return (
    // Named with the application too: a member with two approved ones has two such sections.
    <section aria-labelledby={`${heading} m-${reference}`}>
      <h3 id={heading}>{t`Monthly deductions`}</h3>
      {standing === 'at-risk' && (
        <p className="notice notice--warning">
          <strong>{t`Your cover is at risk.`}</strong>{' '}
          {t`The union did not receive your full premium for the last month it has a schedule of. If the next month’s is not received in full either, your cover lapses and a claim is not paid. Check your payslip or debit order and contact the union.`}
        </p>
      )}
      {standing === 'lapsed' && (
        <p className="notice notice--warning">
          <strong>{t`Your cover has lapsed.`}</strong>{' '}
          {t`The union has not received your full premium for ${monthsBehind} months in a row, so a claim is not paid. Contact the union to pay what is missing and restore your cover.`}
        </p>
      )}
      {months.length === 0 ? (
        <p>{t`Your first deduction is for the month your cover starts.`}</p>
      ) : (
        <>
          <Table months={months.slice(0, SHOWN)} caption={t`Each month’s premium, newest first`} />
          {months.length > SHOWN && (
            <details>
              <summary>{t`Earlier months`}</summary>
              <Table months={months.slice(SHOWN)} caption={t`Earlier months, newest first`} />
            </details>
          )}
        </>
      )}
    </section>
  )
}
