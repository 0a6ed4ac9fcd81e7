import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../../components/NotYetAvailable'

export const Route = createFileRoute('/self-help/contact/talk')({
  staticData: { title: msg`Talk to a responsible gambling officer` },
  component: NotYetAvailable,
})
