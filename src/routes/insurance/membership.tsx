import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MembershipPage } from '../../features/insurance/membership/MembershipPage'

export const Route = createFileRoute('/insurance/membership')({
  staticData: { title: msg`My membership` },
  component: MembershipPage,
})
