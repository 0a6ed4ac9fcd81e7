import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Certifier } from '../../../shared/schemas/verify'
import { emailHref, phoneHref, websiteHref, websiteText } from '../contact'
import { districtName } from '../labels'

/**
 * One verification site. The item itself takes focus (tabIndex -1) when "Load more" brings it
 * in, so keyboard and screen-reader users continue from the first new site; its heading
 * gives it a name.
 */
export function SiteItem({ site }: { site: Certifier }) {
  const { i18n } = useLingui()
  const headingId = `site-${site.id}`
  const tel = phoneHref(site.phone)
  const mail = emailHref(site.email)
  const web = websiteHref(site.website)
  return (
    <li className="site" tabIndex={-1} data-site-id={site.id} aria-labelledby={headingId}>
      <h2 id={headingId} className="site__name">
        {site.name}
      </h2>
      <p className="site__kind">{site.kind}</p>
      {site.sample && (
        <p className="site__sample">
          <Trans>Sample record, for trying the app</Trans>
        </p>
      )}
      <dl className="site__details">
        <dt>
          <Trans>District</Trans>
        </dt>
        <dd>{districtName(i18n, site.district)}</dd>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd>{site.address}</dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{tel ? <a href={tel}>{site.phone}</a> : site.phone}</dd>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>{mail ? <a href={mail}>{site.email}</a> : site.email}</dd>
        {site.website && (
          <>
            <dt>
              <Trans>Website</Trans>
            </dt>
            <dd>
              {web ? (
                <a href={web} rel="noopener noreferrer" className="site__external">
                  {websiteText(web)}
                  <span className="visually-hidden">
                    {' '}
                    <Trans>(external website)</Trans>
                  </span>
                </a>
              ) : (
                site.website
              )}
            </dd>
          </>
        )}
      </dl>
    </li>
  )
}
