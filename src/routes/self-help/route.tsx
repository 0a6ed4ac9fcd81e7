import { createFileRoute } from '@tanstack/react-router'
import { SelfHelpLayout } from '../../features/self-help/components/SelfHelpLayout'

/** The layout of every /self-help page: Quick exit in view, then the page. */
export const Route = createFileRoute('/self-help')({
  component: SelfHelpLayout,
})
