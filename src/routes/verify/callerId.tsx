import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotYetAvailable } from '../../components/NotYetAvailable'

export const Route = createFileRoute('/verify/callerId')({
  staticData: { title: msg`Verify Caller ID`, name: 'ScamLock Caller ID Check' },
  component: NotYetAvailable,
})
