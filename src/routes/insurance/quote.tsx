import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../components/NotYetAvailable'

export const Route = createFileRoute('/insurance/quote')({
  staticData: { title: msg`Get a quote` },
  component: NotYetAvailable,
})
