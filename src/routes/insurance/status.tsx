import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { StatusPage } from '../../features/insurance/status/StatusPage'

export const Route = createFileRoute('/insurance/status')({
  staticData: { title: msg`Check an application` },
  component: StatusPage,
})
