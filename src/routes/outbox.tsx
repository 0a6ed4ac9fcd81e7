import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OutboxPage } from '../features/outbox/components/OutboxPage'

export const Route = createFileRoute('/outbox')({
  staticData: { title: msg`Waiting to send` },
  component: OutboxPage,
})
