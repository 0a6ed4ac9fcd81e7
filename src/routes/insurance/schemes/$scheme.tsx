import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../../components/NotYetAvailable'

export const Route = createFileRoute('/insurance/schemes/$scheme')({
  staticData: { title: msg`Funeral scheme details` },
  component: NotYetAvailable,
})
