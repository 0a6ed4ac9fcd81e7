import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PasswordPage } from '../../features/staff/components/PasswordPage'

export const Route = createFileRoute('/staff/password')({
  staticData: { title: msg`Change your password` },
  component: PasswordPage,
})
