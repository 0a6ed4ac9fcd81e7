import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../../components/NotYetAvailable'

export const Route = createFileRoute('/self-help/exclusions/cancel')({
  staticData: { title: msg`Apply to cancel an exclusion` },
  component: NotYetAvailable,
})
