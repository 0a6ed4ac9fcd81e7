/**
 * The monthly total and one line per item, updated as the form changes. Only the total sits
 * in the live region, so a screen reader hears one short sentence per change, not the table.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { PricedQuote } from '../../../shared/insurance/pricing'
import { useMoney } from '../use-money'

export function QuoteSummary({ quote }: { quote: PricedQuote | undefined }) {
  const { t } = useLingui()
  const money = useMoney()
  const total = quote ? money(quote.monthlyTotal) : ''
  return (
    <section className="quote-summary" aria-labelledby="quote-summary-title">
      <h2 id="quote-summary-title">
        <Trans>Your monthly premium</Trans>
      </h2>
      <p role="status" className="quote-summary__total">
        {quote ? (
          <Trans>Monthly total: {total}</Trans>
        ) : (
          <Trans>
            The total shows when the package and every date of birth are complete and allowed.
          </Trans>
        )}
      </p>
      {quote && (
        <table className="quote-lines">
          <caption className="visually-hidden">{t`What the total is made of`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Item`}</th>
              <th scope="col">{t`Per month`}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, i) => {
              const label = line.label
              const age = line.age
              return (
                <tr key={i}>
                  <th scope="row">
                    {line.kind === 'package' ? t`${label} package` : t`${label}, aged ${age}`}
                  </th>
                  <td>{money(line.amount)}</td>
                </tr>
              )
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t`Monthly total`}</th>
              <td>{total}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  )
}
