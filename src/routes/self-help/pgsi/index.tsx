import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../../components/NotYetAvailable'

export const Route = createFileRoute('/self-help/pgsi/')({
  staticData: { title: msg`Problem Gambling Severity Index (PGSI)` },
  component: NotYetAvailable,
})
