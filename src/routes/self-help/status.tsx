import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../components/NotYetAvailable'

export const Route = createFileRoute('/self-help/status')({
  staticData: { title: msg`Check an application` },
  component: NotYetAvailable,
})
