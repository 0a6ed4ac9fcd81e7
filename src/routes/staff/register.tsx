import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../features/staff/components/RegisterPage'
import { ProofScan } from '../../features/verify/scanner/ProofScan'

// The register check at a facility's door: the staff page, with the Verify area's scanner of
// exclusion proofs (composed here, as a feature never imports another). No staticData: every
// route's options ship with every page, public ones too; the page gives its own title.
export const Route = createFileRoute('/staff/register')({
  component: function RegisterRoute() {
    return <RegisterPage proofScan={<ProofScan />} />
  },
})
