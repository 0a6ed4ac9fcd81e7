import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../../components/NotYetAvailable'

export const Route = createFileRoute('/self-help/exclusions/self')({
  staticData: { title: msg`Apply for self-exclusion` },
  component: NotYetAvailable,
})
