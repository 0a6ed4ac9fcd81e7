/**
 * `/insurance/schemes/$scheme`: one scheme in full: its description, its packages side by
 * side, its fixed add-ons and its age-based add-ons as tables of bands, and a quote link per
 * package.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { useSchemes } from '../use-schemes'
import { AddOnTables } from './AddOnTables'
import { CoverTerms } from './CoverTerms'
import { PackageTable } from './PackageTable'
import { RichText } from './RichText'
import { CatalogueArea, SchemesNotice } from './SchemesNotice'
import './insurance.css'

export function SchemePage({ schemeId }: { schemeId: string }) {
  const { t } = useLingui()
  const state = useSchemes()
  const scheme = state.schemes?.find((item) => item.id === schemeId)
  if (!scheme) {
    return (
      <>
        <PageTitle />
        <CatalogueArea state={state}>
          {state.schemes && (
            <p>
              <Trans>
                There is no scheme at this address. <Link to="/insurance">See all the schemes</Link>
                .
              </Trans>
            </p>
          )}
        </CatalogueArea>
      </>
    )
  }
  return (
    <>
      <div className="scheme__head">
        <img className="scheme__image" src={scheme.imageUrl} alt="" width={64} height={64} />
        <div>
          <h1 id="page-title">{scheme.title}</h1>
          <p className="scheme__category">{scheme.category}</p>
        </div>
      </div>
      <SchemesNotice state={state} />
      {scheme.sample && (
        <p className="scheme__sample">
          <Trans>Sample scheme, for trying the app</Trans>
        </p>
      )}
      <RichText html={scheme.description} className="scheme__description" />
      <h2>
        <Trans>Packages</Trans>
      </h2>
      <PackageTable scheme={scheme} />
      <ul className="scheme__quotes">
        {scheme.packages.map((pkg) => {
          const title = pkg.title
          return (
            <li key={pkg.id}>
              <Link to="/insurance/quote" search={{ package: pkg.id }}>
                {t`Get a quote for ${title}`}
              </Link>
              {pkg.description && <span className="compare__hint">{pkg.description}</span>}
            </li>
          )
        })}
      </ul>
      <h2>
        <Trans>Add-ons: people you can cover</Trans>
      </h2>
      <AddOnTables scheme={scheme} />
      <CoverTerms />
    </>
  )
}
