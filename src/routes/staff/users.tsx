import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UsersPage } from '../../features/staff/components/UsersPage'

export const Route = createFileRoute('/staff/users')({
  staticData: { title: msg`Staff accounts` },
  component: UsersPage,
})
