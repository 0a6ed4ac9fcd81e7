import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link, createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '../components/PageTitle'

export const Route = createFileRoute('/$')({
  staticData: { title: msg`Page not found` },
  component: NotFound,
})

function NotFound() {
  return (
    <>
      <PageTitle />
      <p>
        <Trans>If you typed the web address, check it is correct.</Trans>
      </p>
      <p>
        <Trans>If you followed a link or scanned a code, it may be out of date or not ours.</Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Go to the home page to verify a product</Trans>
        </Link>
      </p>
    </>
  )
}
