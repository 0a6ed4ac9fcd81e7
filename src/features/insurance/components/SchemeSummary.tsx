/** One scheme on /insurance: its picture, name, category, description and packages. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { FuneralScheme } from '../../../shared/insurance/types'
import { PackageTable } from './PackageTable'
import { RichText } from './RichText'

export function SchemeSummary({ scheme }: { scheme: FuneralScheme }) {
  const { t } = useLingui()
  const title = scheme.title
  return (
    <article className="scheme" aria-labelledby={`scheme-${scheme.id}`}>
      <div className="scheme__head">
        <img className="scheme__image" src={scheme.imageUrl} alt="" width={64} height={64} />
        <div>
          <h2 id={`scheme-${scheme.id}`}>{scheme.title}</h2>
          <p className="scheme__category">{scheme.category}</p>
        </div>
      </div>
      {scheme.sample && (
        <p className="scheme__sample">
          <Trans>Sample scheme, for trying the app</Trans>
        </p>
      )}
      <RichText html={scheme.description} className="scheme__description" />
      <PackageTable scheme={scheme} />
      <p className="scheme__links">
        <Link to="/insurance/schemes/$scheme" params={{ scheme: scheme.id }}>
          {t`Add-ons and prices of ${title}`}
        </Link>
      </p>
    </article>
  )
}
