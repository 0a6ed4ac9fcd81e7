import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../components/NotYetAvailable'

export const Route = createFileRoute('/staff/')({
  staticData: { title: msg`Staff area` },
  component: NotYetAvailable,
})
