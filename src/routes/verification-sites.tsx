import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../components/NotYetAvailable'

export const Route = createFileRoute('/verification-sites')({
  staticData: { title: msg`Verification Sites` },
  component: NotYetAvailable,
})
