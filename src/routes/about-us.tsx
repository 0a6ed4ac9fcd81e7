import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../components/NotYetAvailable'

export const Route = createFileRoute('/about-us')({
  staticData: { title: msg`About Us` },
  component: NotYetAvailable,
})
