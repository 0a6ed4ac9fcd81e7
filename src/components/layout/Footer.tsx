import { Trans } from '@lingui/react/macro'
import { site } from '../../config/site'

/** The footer of 001 section 2; values come from src/config/site.ts. */
export function Footer() {
  const year = new Date().getFullYear()
  const { companyName } = site
  return (
    <footer className="site-footer">
      <p>
        <Trans>
          © {year} {companyName}. All rights reserved.
        </Trans>
      </p>
      <ul className="site-footer__links">
        <li>
          <a href={site.privacyPolicyUrl}>
            <Trans>Privacy Policy</Trans>
          </a>
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
