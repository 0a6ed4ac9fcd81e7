import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../components/NotYetAvailable'

export const Route = createFileRoute('/login')({
  staticData: { title: msg`Staff sign-in` },
  component: NotYetAvailable,
})
