/**
 * `/insurance/schemes/$scheme`: one scheme in full: its description, its packages side by
 * side, its fixed add-ons and its age-based add-ons as tables of bands, and a quote link per
 * package.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { Local, useLocalText } from '../local-text'
import { useSchemes } from '../use-schemes'
import { AddOnTables } from './AddOnTables'
import { CoverTerms } from './CoverTerms'
import { PackageTable } from './PackageTable'
import { RichText } from '../../../components/RichText'
import { CatalogueArea, SchemesNotice } from './SchemesNotice'
import './insurance.css'

export function SchemePage({ schemeId }: { schemeId: string }) {
  const { t } = useLingui()
  const local = useLocalText()
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
  const description = local(scheme, 'description')
  return (
    <>
      <div className="scheme__head">
        <img className="scheme__image" src={scheme.imageUrl} alt="" width={64} height={64} />
        <div>
          <h1 id="page-title">
            <Local text={local(scheme, 'title')} />
          </h1>
          <p className="scheme__category">
            <Local text={local(scheme, 'category')} />
          </p>
        </div>
      </div>
      <SchemesNotice state={state} />
      {scheme.sample && (
        <p className="scheme__sample">
          <Trans>Sample scheme, for trying the app</Trans>
        </p>
      )}
      <RichText html={description.text} lang={description.lang} className="scheme__description" />
      <h2>
        <Trans>Packages</Trans>
      </h2>
      <PackageTable scheme={scheme} />
      <ul className="scheme__quotes">
        {scheme.packages.map((pkg) => {
          const title = local(pkg, 'title').text
          const about = local(pkg, 'description')
          return (
            <li key={pkg.id}>
              <Link to="/insurance/quote" search={{ package: pkg.id }}>
                {t`Get a quote for ${title}`}
              </Link>
              {about.text && (
                <span className="compare__hint" lang={about.lang}>
                  {about.text}
                </span>
              )}
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
