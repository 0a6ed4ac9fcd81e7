/**
 * A scheme's add-ons, packages side by side: one table of the fixed-price add-ons (who, ages,
 * premium per package) and one table per age-based add-on, its age bands (bands.ts) in
 * rows. A dash marks an add-on a package does not offer.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { FuneralScheme } from '../../../shared/insurance/types'
import { bandsOf, schemeAddOnNames } from '../catalogue'
import { Local, useLocalText } from '../local-text'
import { useMoney } from '../use-money'
import { AgeBand } from './AgeBand'

function Table({
  scheme,
  caption,
  children,
}: {
  scheme: FuneralScheme
  caption: string
  children: React.ReactNode
}) {
  const local = useLocalText()
  return (
    <div className="table-scroll">
      <table className="compare">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {scheme.packages.map((pkg) => (
              <th key={pkg.id} scope="col">
                <Local text={local(pkg, 'title')} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

export function AddOnTables({ scheme }: { scheme: FuneralScheme }) {
  const { t } = useLingui()
  const money = useMoney()
  const local = useLocalText()
  // The add-ons are matched by their English name (the rows of one share it); each shows in
  // the reader's language, from its first row.
  const first = (name: string) =>
    scheme.packages.flatMap((pkg) => pkg.addOns).find((addOn) => addOn.name === name)!
  const price = (pkgIndex: number, name: string, min?: number) => {
    const row = scheme.packages[pkgIndex]!.addOns.find(
      (addOn) => addOn.name === name && (min === undefined || addOn.minAgeRule === min),
    )
    return row ? money(row.premium) : <span aria-label={t`Not offered`}>—</span>
  }
  const fixed = schemeAddOnNames(scheme, false)
  const banded = schemeAddOnNames(scheme, true)
  return (
    <>
      {fixed.length > 0 && (
        <Table scheme={scheme} caption={t`Add-ons at a fixed monthly premium`}>
          {fixed.map((name) => {
            const row = first(name)
            const min = row.minAgeRule
            const max = row.maxAgeRule
            return (
              <tr key={name}>
                <th scope="row">
                  <Local text={local(row, 'name')} />
                  <span className="compare__hint">
                    <Trans>
                      aged {min} to {max}
                    </Trans>
                  </span>
                </th>
                {scheme.packages.map((pkg, i) => (
                  <td key={pkg.id}>{price(i, name)}</td>
                ))}
              </tr>
            )
          })}
        </Table>
      )}
      {banded.map((key) => {
        const name = local(first(key), 'name').text
        return (
          <Table key={key} scheme={scheme} caption={t`${name}: monthly premium by age`}>
            {bandsOf(scheme, key).map(([min, max]) => (
              <tr key={min}>
                <th scope="row">
                  <AgeBand min={min} max={max} />
                </th>
                {scheme.packages.map((pkg, i) => (
                  <td key={pkg.id}>{price(i, key, min)}</td>
                ))}
              </tr>
            ))}
          </Table>
        )
      })}
    </>
  )
}
