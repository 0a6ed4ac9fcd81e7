import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SubmittedPage } from '../../features/submitted/components/SubmittedPage'

export const Route = createFileRoute('/submitted/$reference')({
  staticData: { title: msg`Submitted` },
  component: Submitted,
})

function Submitted() {
  const { reference } = Route.useParams()
  return <SubmittedPage reference={reference} />
}
