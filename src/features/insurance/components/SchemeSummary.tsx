/** One scheme on /insurance: its picture, name, category, description and packages. */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { FuneralScheme } from '../../../shared/insurance/types'
import { Local, useLocalText } from '../local-text'
import { PackageTable } from './PackageTable'
import { RichText } from '../../../components/RichText'

export function SchemeSummary({ scheme }: { scheme: FuneralScheme }) {
  const { t } = useLingui()
  const local = useLocalText()
  const title = local(scheme, 'title').text
  const description = local(scheme, 'description')
  return (
    <article className="scheme" aria-labelledby={`scheme-${scheme.id}`}>
      <div className="scheme__head">
        <img className="scheme__image" src={scheme.imageUrl} alt="" width={64} height={64} />
        <div>
          <h2 id={`scheme-${scheme.id}`}>
            <Local text={local(scheme, 'title')} />
          </h2>
          <p className="scheme__category">
            <Local text={local(scheme, 'category')} />
          </p>
        </div>
      </div>
      {scheme.sample && (
        <p className="scheme__sample">
          <Trans>Sample scheme, for trying the app</Trans>
        </p>
      )}
      <RichText html={description.text} lang={description.lang} className="scheme__description" />
      <PackageTable scheme={scheme} />
      <p className="scheme__links">
        <Link to="/insurance/schemes/$scheme" params={{ scheme: scheme.id }}>
          {t`Add-ons and prices of ${title}`}
        </Link>
      </p>
    </article>
  )
}
