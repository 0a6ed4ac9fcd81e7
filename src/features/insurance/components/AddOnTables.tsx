/**
 * A scheme's add-ons, packages side by side: one table of the fixed-price add-ons (who, ages,
 * premium per package) and one table per age-based add-on, its age bands (000 section 9) in
 * rows. A dash marks an add-on a package does not offer.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { FuneralScheme } from '../../../shared/insurance/types'
import { bandsOf, schemeAddOnNames } from '../catalogue'
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
  return (
    <div className="table-scroll">
      <table className="compare">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {scheme.packages.map((pkg) => (
              <th key={pkg.id} scope="col">
                {pkg.title}
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
  const price = (pkgIndex: number, name: string, min?: number) => {
    const row = scheme.packages[pkgIndex]!.addOns.find(
      (addOn) => addOn.name === name && (min === undefined || addOn.minAgeRule === min),
    )
    return row ? money(row.premium, true) : <span aria-label={t`Not offered`}>—</span>
  }
  const fixed = schemeAddOnNames(scheme, false)
  const banded = schemeAddOnNames(scheme, true)
  return (
    <>
      {fixed.length > 0 && (
        <Table scheme={scheme} caption={t`Add-ons at a fixed monthly premium`}>
          {fixed.map((name) => {
            const row = scheme.packages
              .flatMap((pkg) => pkg.addOns)
              .find((addOn) => addOn.name === name)!
            const min = row.minAgeRule
            const max = row.maxAgeRule
            return (
              <tr key={name}>
                <th scope="row">
                  {name}
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
      {banded.map((name) => (
        <Table key={name} scheme={scheme} caption={t`${name}: monthly premium by age`}>
          {bandsOf(scheme, name).map(([min, max]) => (
            <tr key={min}>
              <th scope="row">
                <AgeBand min={min} max={max} />
              </th>
              {scheme.packages.map((pkg, i) => (
                <td key={pkg.id}>{price(i, name, min)}</td>
              ))}
            </tr>
          ))}
        </Table>
      ))}
    </>
  )
}
