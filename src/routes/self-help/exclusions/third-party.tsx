import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../../components/NotYetAvailable'

export const Route = createFileRoute('/self-help/exclusions/third-party')({
  staticData: { title: msg`Apply to exclude someone else` },
  component: NotYetAvailable,
})
