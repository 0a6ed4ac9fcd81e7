import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MembershipUnavailable } from '../../features/insurance/components/Unavailable'

export const Route = createFileRoute('/insurance/membership')({
  staticData: { title: msg`My membership` },
  component: MembershipUnavailable,
})
