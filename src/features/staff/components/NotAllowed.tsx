/** A staff page the signed-in role may not use (the link to it is hidden; this is a typed address). */
import type { MessageDescriptor } from '@lingui/core'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'

/** `title`: for a page whose route carries none. */
export function NotAllowed({ title }: { title?: MessageDescriptor }) {
  return (
    <>
      <PageTitle title={title} />
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
