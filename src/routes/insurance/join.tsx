import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { JoinUnavailable } from '../../features/insurance/components/Unavailable'

export const Route = createFileRoute('/insurance/join')({
  staticData: { title: msg`Join the funeral scheme` },
  component: JoinUnavailable,
})
