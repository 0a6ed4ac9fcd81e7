/**
 * The monthly total and one line per item, updated as the form changes. Only the total sits
 * in the live region, so a screen reader hears one short sentence per change, not the table.
 * The package is named with its scheme, and every name is in the reader's language (the
 * pricing's lines carry the catalogue's English).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { PricedLine, PricedQuote } from '../../../shared/insurance/pricing'
import type { FuneralScheme } from '../../../shared/insurance/types'
import { useLocalText } from '../local-text'
import { useMoney } from '../use-money'

interface Props {
  quote: PricedQuote | undefined
  /** The scheme of the quote's package, for the names. */
  scheme: FuneralScheme | undefined
}

export function QuoteSummary({ quote, scheme }: Props) {
  const { t } = useLingui()
  const money = useMoney()
  const local = useLocalText()
  const pkg = scheme?.packages.find((item) => quote?.lines.some((line) => line.id === item.id))
  const nameOf = (line: PricedLine) => {
    if (line.kind === 'package' && scheme && pkg) {
      const schemeTitle = local(scheme, 'title').text
      const title = local(pkg, 'title').text
      return t`${schemeTitle}: ${title}`
    }
    const row = pkg?.addOns.find((item) => item.id === line.id)
    return row ? local(row, 'name').text : line.label
  }
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
              const label = nameOf(line)
              const age = line.age
              return (
                <tr key={i}>
                  <th scope="row">{line.kind === 'package' ? label : t`${label}, aged ${age}`}</th>
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
