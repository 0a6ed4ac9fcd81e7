import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../components/NotYetAvailable'

export const Route = createFileRoute('/terms-and-conditions')({
  staticData: { title: msg`Terms and Conditions` },
  component: NotYetAvailable,
})
