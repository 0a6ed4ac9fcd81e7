import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../components/NotYetAvailable'

export const Route = createFileRoute('/')({
  staticData: { title: msg`Verify Product`, name: 'ScamLock' },
  component: NotYetAvailable,
})
