/**
 * The staff shell's header (docs/design.md section 1: each area has its own): the staff area's
 * name instead of the ScamLock brand, who is signed in with their role and organisation, the
 * pages their role may use (the gateway still checks every call), the language and Sign out.
 * Loaded only under /staff and /login (src/routes/-components/shells.tsx).
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ORGANISATION_LABELS, ROLE_LABELS } from '../labels'
import { may, signOut, useSession } from '../session'
import '../staff.css'

/** `children`: the language control, passed in by the shell (it is in the entry already). */
export function StaffHeader({ children }: { children?: ReactNode }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const session = useSession()
  const navigate = useNavigate()

  const onSignOut = async () => {
    await signOut().catch(() => undefined)
    await navigate({ to: '/login' })
  }

  return (
    <header className="site-header staff-header">
      <div className="site-header__bar">
        <Link to="/staff" className="logo">
          <Trans>Staff area</Trans>
        </Link>
        {session.status === 'signed-in' && (
          <p className="staff-header__who">
            <span>{session.me.email}</span>{' '}
            <span>
              {i18n._(ROLE_LABELS[session.me.role])},{' '}
              {session.me.facilityName ?? i18n._(ORGANISATION_LABELS[session.me.organisation])}
            </span>
          </p>
        )}
      </div>
      <nav className="staff-nav" aria-label={t`Staff`}>
        {session.status === 'signed-in' && (
          <ul>
            {/* A facility's agent has the register check and nothing else (StaffGate). */}
            {may(session, 'register.check') ? (
              <li>
                <Link to="/staff/register">
                  <Trans>Check the register</Trans>
                </Link>
              </li>
            ) : (
              <li>
                <Link to="/staff" activeOptions={{ exact: true }}>
                  <Trans>Home</Trans>
                </Link>
              </li>
            )}
            {may(session, 'users.list') && (
              <li>
                <Link to="/staff/users">
                  <Trans>Staff accounts</Trans>
                </Link>
              </li>
            )}
            {may(session, 'schemes.save') && (
              <li>
                <Link to="/staff/schemes/{-$scheme}" params={{ scheme: undefined }}>
                  <Trans>Schemes</Trans>
                </Link>
              </li>
            )}
            {may(session, 'audit.list') && (
              <li>
                <Link to="/staff/audit">
                  <Trans>Audit log</Trans>
                </Link>
              </li>
            )}
            <li>
              <Link to="/staff/password">
                <Trans>Change password</Trans>
              </Link>
            </li>
            <li>
              <button type="button" className="staff-nav__signout" onClick={onSignOut}>
                <Trans>Sign out</Trans>
              </button>
            </li>
          </ul>
        )}
        {children}
      </nav>
    </header>
  )
}

export function StaffFooter() {
  return (
    <footer className="site-footer">
      <p>
        <Trans>For authorised staff only. Every sign-in and every change is recorded.</Trans>
      </p>
    </footer>
  )
}
