import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../../components/NotYetAvailable'

export const Route = createFileRoute('/self-help/contact/report')({
  staticData: { title: msg`Report illegal gambling` },
  component: NotYetAvailable,
})
