import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MemberPage } from '../../features/staff/components/MemberPage'

export const Route = createFileRoute('/staff/members/$number')({
  staticData: { title: msg`Member` },
  component: MemberRoute,
})

function MemberRoute() {
  const { number } = Route.useParams()
  return <MemberPage number={number} />
}
