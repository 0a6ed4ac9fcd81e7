import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
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

/**
 * The page is prerendered without an address's search: the reference shows once the app has
 * taken the page over, not in its first render, which must match the prerendered page (a
 * mismatch renders it again, and an email typed before the app started would be lost).
 */
function SignInRoute() {
  const { reference } = Route.useSearch()
  const [shown, setShown] = useState<string>()
  useEffect(() => setShown(reference), [reference])
  return <MemberSignInPage reference={shown} />
}
