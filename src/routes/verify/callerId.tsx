import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CallerIdCheck } from '../../features/verify/components/CallerIdCheck'

export const Route = createFileRoute('/verify/callerId')({
  staticData: { title: msg`Verify Caller ID`, name: 'ScamLock Caller ID Check' },
  component: CallerIdCheck,
})
