import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { StatusCheck } from '../../features/self-help/components/StatusCheck'

export const Route = createFileRoute('/self-help/status')({
  staticData: { title: msg`Check an application` },
  component: StatusCheck,
})
