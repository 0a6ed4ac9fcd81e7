import { createFileRoute } from '@tanstack/react-router'
import { PasswordPage } from '../../features/staff/components/PasswordPage'

// No staticData: every route's options ship with every page, public ones too; the page gives
// its own title.
export const Route = createFileRoute('/staff/password')({
  component: PasswordPage,
})
