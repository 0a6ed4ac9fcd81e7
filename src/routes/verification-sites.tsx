import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { VerificationSites } from '../features/certifiers/components/VerificationSites'

export const Route = createFileRoute('/verification-sites')({
  staticData: { title: msg`Verification Sites` },
  component: VerificationSites,
})
