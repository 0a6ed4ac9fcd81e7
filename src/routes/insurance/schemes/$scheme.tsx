import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SchemePage } from '../../../features/insurance/components/SchemePage'

export const Route = createFileRoute('/insurance/schemes/$scheme')({
  staticData: { title: msg`Funeral scheme details` },
  component: Scheme,
})

function Scheme() {
  const { scheme } = Route.useParams()
  return <SchemePage schemeId={scheme} />
}
