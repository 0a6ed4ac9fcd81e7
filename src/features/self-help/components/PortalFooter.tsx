/** The Self Help Portal's footer: who runs it, the free helpline, privacy, the other services. */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { site } from '../../../config/site'

export function PortalFooter() {
  const { helpline } = site
  return (
    <footer className="site-footer">
      <p>
        <Trans>
          The Self Help Portal of the national gambling regulator. Free helpline:{' '}
          <a href={`tel:${helpline}`}>{helpline}</a>.
        </Trans>
      </p>
      <ul className="site-footer__links">
        <li>
          <Link to="/terms-and-conditions" hash="privacy">
            <Trans>Privacy Policy</Trans>
          </Link>
        </li>
        <li>
          <Link to="/self-help/faqs">
            <Trans>FAQs</Trans>
          </Link>
        </li>
        <li>
          <Link to="/">
            <Trans>Other services</Trans>
          </Link>
        </li>
      </ul>
    </footer>
  )
}
