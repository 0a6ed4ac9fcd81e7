import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ExclusionProofCheck } from '../../../features/verify/components/ExclusionProofCheck'

export const Route = createFileRoute('/verify/exclusion/$token')({
  staticData: { title: msg`Check an exclusion`, name: 'ScamLock Exclusion Check' },
  component: ExclusionProofPage,
})

/** Checks the proof in the address as soon as the page opens, with no network. */
function ExclusionProofPage() {
  const { token } = Route.useParams()
  // A new scan on the same page is a new check: the key starts it afresh.
  return <ExclusionProofCheck key={token} token={token} />
}
