import { createFileRoute } from '@tanstack/react-router'
import { UsersPage } from '../../features/staff/components/UsersPage'

// No staticData: every route's options ship with every page, public ones too; the page gives
// its own title.
export const Route = createFileRoute('/staff/users')({
  component: UsersPage,
})
