/**
 * "Sign out" in the union's shell while a member is signed in (asked of the gateway once per
 * visit: member-session.ts); then to the sign-in page. Loaded by the shell only where a member
 * signed in on this phone (member-hint.ts).
 */
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { memberSignOut, useMemberSession } from '../member-session'

export function MemberSignOut() {
  const email = useMemberSession()
  const navigate = useNavigate()
  if (!email) return null
  const out = () =>
    void memberSignOut().then(
      () => navigate({ to: '/insurance/sign-in' }),
      () => undefined,
    )
  return (
    <button type="button" className="union-header__sign-out" onClick={out}>
      <Trans>Sign out</Trans>
    </button>
  )
}
