/**
 * The layout of every page under /staff: nothing of a staff page renders until the gateway
 * has said who is signed in. Signed out (or the session ended): to /login, which brings the
 * person back here afterwards. A one-time password still in use: to the password change
 * first. The gateway refuses every call anyway; this only spares a page that cannot work.
 * A facility's agent has one page, the register check: every other address leads there.
 */
import { Trans } from '@lingui/react/macro'
import { Outlet, useLocation, useMatches, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { loadSession, useSession } from '../session'

export function StaffGate() {
  const session = useSession()
  const navigate = useNavigate()
  const pathname = useLocation({ select: (location) => location.pathname })

  useEffect(() => {
    void loadSession()
  }, [])

  // The page the outlet renders: the address moves on first, while the next page's code loads.
  const shown = useMatches({ select: (matches) => matches[matches.length - 1]?.routeId })
  // A facility's agent away from its one page (and the password change).
  const elsewhere =
    session.status === 'signed-in' &&
    session.me.organisation === 'facility' &&
    !session.me.mustChangePassword &&
    shown !== '/staff/register' &&
    shown !== '/staff/password'

  useEffect(() => {
    // While leaving /staff this layout still sees the new address for a moment: not again.
    if (!pathname.startsWith('/staff')) return
    if (session.status === 'signed-out') {
      void navigate({ to: '/login', search: { redirect: pathname }, replace: true })
    } else if (
      session.status === 'signed-in' &&
      session.me.mustChangePassword &&
      pathname !== '/staff/password'
    ) {
      void navigate({ to: '/staff/password', replace: true })
    } else if (elsewhere && pathname !== '/staff/register') {
      void navigate({ to: '/staff/register', replace: true })
    }
  }, [session, pathname, navigate, elsewhere])

  // Not even for a moment: another page's calls would be refused, each with its message.
  if (session.status !== 'signed-in' || elsewhere) {
    return (
      <p role="status">
        <Trans>Checking your sign-in…</Trans>
      </p>
    )
  }
  return <Outlet />
}
