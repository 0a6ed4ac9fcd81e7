import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../components/NotYetAvailable'

export const Route = createFileRoute('/self-help/')({
  staticData: { title: msg`Self Help Portal` },
  component: NotYetAvailable,
})
