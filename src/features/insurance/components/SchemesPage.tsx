/** `/insurance`: the union's schemes, each with its packages side by side, and the terms. */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { useSchemes } from '../use-schemes'
import { CoverTerms } from './CoverTerms'
import { SchemeSummary } from './SchemeSummary'
import { SchemesNotice } from './SchemesNotice'
import './insurance.css'

export function SchemesPage() {
  const state = useSchemes()
  const loading = state.pending && !state.schemes
  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Funeral cover for union members and their families: compare the packages, then{' '}
          <Link to="/insurance/quote">get a quote</Link> for the people you want to cover.
        </Trans>
      </p>
      {/* While the first catalogue is on its way, its place holds a screen's height, so the
          terms below are off screen already and do not jump when the schemes arrive (layout
          shift: the prerendered page has no catalogue, docs/design.md section 7). */}
      <div className={loading ? 'awaiting-catalogue' : undefined}>
        <SchemesNotice state={state} />
        {state.schemes?.map((scheme) => (
          <SchemeSummary key={scheme.id} scheme={scheme} />
        ))}
      </div>
      <CoverTerms />
    </>
  )
}
