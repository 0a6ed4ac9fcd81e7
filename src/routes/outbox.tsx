import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../components/NotYetAvailable'

export const Route = createFileRoute('/outbox')({
  staticData: { title: msg`Waiting to send` },
  component: NotYetAvailable,
})
