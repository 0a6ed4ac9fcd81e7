/**
 * `/insurance/join` and `/insurance/membership` until they are built: plain pages that say so
 * and point to what works now, never a form that cannot be sent.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'

export function JoinUnavailable() {
  return (
    <>
      <PageTitle />
      <p>
        <Trans>Joining a scheme in the app is not available yet.</Trans>
      </p>
      <p>
        <Trans>
          You can already <Link to="/insurance">compare the schemes</Link> and{' '}
          <Link to="/insurance/quote">work out your monthly premium</Link>, also offline.
        </Trans>
      </p>
    </>
  )
}

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
