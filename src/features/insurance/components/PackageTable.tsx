/**
 * A scheme's packages compared: one row per package with its monthly premium and payout, so
 * any number of packages compare on a 390 px phone without scrolling sideways, the figures of
 * each column one under the other.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { FuneralScheme } from '../../../shared/insurance/types'
import { Local, useLocalText } from '../local-text'
import { useMoney } from '../use-money'

export function PackageTable({ scheme }: { scheme: FuneralScheme }) {
  const { t } = useLingui()
  const money = useMoney()
  const local = useLocalText()
  const title = local(scheme, 'title').text
  return (
    <div className="table-scroll">
      <table className="compare">
        <caption>{t`Packages of ${title} compared`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Package</Trans>
            </th>
            <th scope="col">
              <Trans>Monthly premium</Trans>
            </th>
            <th scope="col">
              <Trans>Payout</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {scheme.packages.map((pkg) => (
            <tr key={pkg.id}>
              <th scope="row">
                <Local text={local(pkg, 'title')} />
              </th>
              <td>{money(pkg.premium)}</td>
              <td>{money(pkg.payout)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
