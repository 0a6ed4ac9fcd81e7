import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../features/staff/components/RegisterPage'
import { ProofScan } from '../../features/verify/scanner/ProofScan'

// The register check at a facility's door: the staff page, with the Verify area's scanner of
// exclusion proofs (composed here, as a feature never imports another).
export const Route = createFileRoute('/staff/register')({
  staticData: { title: msg`Check the register` },
  component: function RegisterRoute() {
    return <RegisterPage proofScan={<ProofScan />} />
  },
})
