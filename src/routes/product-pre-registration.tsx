import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../components/NotYetAvailable'

export const Route = createFileRoute('/product-pre-registration')({
  staticData: { title: msg`Product Pre-Registration` },
  component: NotYetAvailable,
})
