import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OutboxPage } from '../../features/outbox/components/OutboxPage'

// The same outbox in the area's own shell: a person who sent something from here is not sent
// to another service's pages to see it (src/config/areas.ts, OUTBOX_PATH).
export const Route = createFileRoute('/self-help/outbox')({
  staticData: { title: msg`Waiting to send` },
  component: OutboxPage,
})
