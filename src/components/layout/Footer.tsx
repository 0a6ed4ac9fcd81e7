import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { site } from '../../config/site'
import { FOOTER_LINKS } from './nav-links'

/** The Verify area's footer; values come from src/config/site.ts. */
export function Footer() {
  const { i18n } = useLingui()
  const year = new Date().getFullYear()
  const { companyName } = site
  const privacy = splitUrl(site.privacyPolicyUrl)
  return (
    <footer className="site-footer">
      {/* The prerendered year is the build's: a page built last December may say so. */}
      <p suppressHydrationWarning>
        <Trans>
          © {year} {companyName}. All rights reserved.
        </Trans>
      </p>
      <ul className="site-footer__links">
        {FOOTER_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{i18n._(link.label)}</Link>
          </li>
        ))}
        <li>
          {privacy.internal ? (
            <Link to={privacy.path} hash={privacy.hash}>
              <Trans>Privacy Policy</Trans>
            </Link>
          ) : (
            <a href={site.privacyPolicyUrl}>
              <Trans>Privacy Policy</Trans>
            </a>
          )}
        </li>
        {site.social.map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="noopener noreferrer" target="_blank">
              {link.name}
              <span className="visually-hidden">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </footer>
  )
}

/** An address on this site goes through the router (no reload); any other is a plain link. */
function splitUrl(url: string) {
  if (!url.startsWith('/')) return { internal: false as const }
  const [path = '/', hash] = url.split('#')
  return { internal: true as const, path, hash }
}
