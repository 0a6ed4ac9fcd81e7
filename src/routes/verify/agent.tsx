import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../components/NotYetAvailable'

export const Route = createFileRoute('/verify/agent')({
  staticData: { title: msg`Verify Agent`, name: 'ScamLock Agent Verified' },
  component: NotYetAvailable,
})
