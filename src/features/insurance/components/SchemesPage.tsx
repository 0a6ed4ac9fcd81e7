/** `/insurance`: the union's schemes, each with its packages side by side, and the terms. */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { useSchemes } from '../use-schemes'
import { CoverTerms } from './CoverTerms'
import { SchemeSummary } from './SchemeSummary'
import { CatalogueArea } from './SchemesNotice'
import './insurance.css'

export function SchemesPage() {
  const state = useSchemes()
  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Funeral cover for union members and their families: compare the packages, then{' '}
          <Link to="/insurance/quote">get a quote</Link> for the people you want to cover.
        </Trans>
      </p>
      <CatalogueArea state={state}>
        {state.schemes?.map((scheme) => (
          <SchemeSummary key={scheme.id} scheme={scheme} />
        ))}
      </CatalogueArea>
      <CoverTerms />
    </>
  )
}
