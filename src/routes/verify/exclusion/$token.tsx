import { createFileRoute } from '@tanstack/react-router'
import { ExclusionProofCheck } from '../../../features/verify/components/ExclusionProofCheck'

// No staticData: every route's options ship with every page, and the forms' pages are within
// bytes of the route budget; the page sets its own title (ExclusionProofCheck).
export const Route = createFileRoute('/verify/exclusion/$token')({
  component: function ExclusionProofPage() {
    const { token } = Route.useParams()
    // A new scan on the same page is a new check: the key starts it afresh.
    return <ExclusionProofCheck key={token} token={token} />
  },
})
