/** A staff page the signed-in role may not use (the link to it is hidden; this is a typed address). */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'

export function NotAllowed() {
  return (
    <>
      <PageTitle />
      <p>
        <Trans>Your role does not give access to this page.</Trans>
      </p>
      <p>
        <Link to="/staff">
          <Trans>Go to the staff home page</Trans>
        </Link>
      </p>
    </>
  )
}
