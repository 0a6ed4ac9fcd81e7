import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SelfHelpHome } from '../../features/self-help/components/SelfHelpHome'

export const Route = createFileRoute('/self-help/')({
  staticData: { title: msg`Self Help Portal` },
  component: SelfHelpHome,
})
