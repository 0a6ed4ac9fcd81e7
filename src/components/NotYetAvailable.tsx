import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { site } from '../config/site'
import { PageTitle } from './PageTitle'

/** A plain page for a capability that is not built yet: no fake forms. */
export function NotYetAvailable() {
  const { helpline } = site
  return (
    <>
      <PageTitle />
      <p>
        <Trans>This service is not available in the app yet.</Trans>
      </p>
      <p>
        <Trans>
          For help now, call the toll-free helpline <a href={`tel:${helpline}`}>{helpline}</a>.
        </Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </>
  )
}
