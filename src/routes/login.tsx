import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../features/staff/components/LoginPage'

// Only a staff page may be the way back after signing in: never another site, nor `//host`.
const staffPath = (value: unknown) =>
  typeof value === 'string' && /^\/staff(\/[\w/-]*)?$/.test(value) ? value : undefined

export const Route = createFileRoute('/login')({
  staticData: { title: msg`Staff sign-in` },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: staffPath(search.redirect),
  }),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirect={redirect} />
}
