import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../../components/NotYetAvailable'

export const Route = createFileRoute('/self-help/contact/complaint')({
  staticData: { title: msg`Lodge a complaint` },
  component: NotYetAvailable,
})
