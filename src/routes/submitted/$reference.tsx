import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../components/NotYetAvailable'

export const Route = createFileRoute('/submitted/$reference')({
  staticData: { title: msg`Application submitted` },
  component: NotYetAvailable,
})
