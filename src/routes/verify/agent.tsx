import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AgentCheck } from '../../features/verify/components/AgentCheck'

export const Route = createFileRoute('/verify/agent')({
  staticData: { title: msg`Verify Agent`, name: 'ScamLock Agent Verified' },
  component: AgentCheck,
})
