import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TermsAndConditions } from '../features/about/components/TermsAndConditions'

export const Route = createFileRoute('/terms-and-conditions')({
  staticData: { title: msg`Terms and Conditions` },
  component: TermsAndConditions,
})
