import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PgsiExplanation } from '../../../features/pgsi/components/PgsiExplanation'

export const Route = createFileRoute('/self-help/pgsi/')({
  staticData: { title: msg`Problem Gambling Severity Index (PGSI)` },
  component: PgsiExplanation,
})
