/**
 * `/insurance/membership` until it is built: a plain page that says so and points to what
 * works now.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'

export function MembershipUnavailable() {
  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          Seeing your membership needs a sign-in, which is not available in the app yet.
        </Trans>
      </p>
      <p>
        <Trans>
          Meanwhile, <Link to="/insurance">see the schemes</Link> or{' '}
          <Link to="/insurance/quote">get a quote</Link>.
        </Trans>
      </p>
    </>
  )
}
