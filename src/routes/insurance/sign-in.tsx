import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MemberSignInPage } from '../../features/insurance/sign-in/MemberSignInPage'

export const Route = createFileRoute('/insurance/sign-in')({
  staticData: { title: msg`Sign in to your membership` },
  // A join made signed out, whose email the code confirms (the confirmation page links here).
  // Its form (MB-, src/shared/reference.ts) by a pattern: the route tree loads with every page.
  validateSearch: (search: Record<string, unknown>): { reference?: string } => ({
    reference:
      typeof search.reference === 'string' && /^MB-[0-9A-HJKMNP-TV-Z]{8}$/.test(search.reference)
        ? search.reference
        : undefined,
  }),
  component: SignInRoute,
})

function SignInRoute() {
  const { reference } = Route.useSearch()
  return <MemberSignInPage reference={reference} />
}
