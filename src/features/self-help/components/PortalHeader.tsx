/**
 * The Self Help Portal's own header: its name, Quick exit always in view
 * with a line under it that says it also clears the forms started here, and its services, so a
 * person worried about gambling never lands on a scam-checking brand. The links collapse
 * behind a toggle on small screens, as the Verify header's do. What waits in the outbox shows
 * beside Quick exit (PortalOutbox.tsx).
 */
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { Suspense, useEffect, useState } from 'react'
import { lazyExtra } from '../../../components/lazy-extra'
import { LanguageSelect } from '../../../components/layout/LanguageSelect'
import { site } from '../../../config/site'
import { useOutboxStatus } from '../../../offline/use-status'
import { shouldShowOutboxOnPortal } from '../outbox-on-portal'
import { QUICK_EXIT_NOTE, QuickExit } from './QuickExit'

const PortalOutbox = lazyExtra(() => import('./PortalOutbox').then((m) => m.PortalOutbox))

const LINKS = [
  { to: '/self-help/exclusions', label: msg`Exclusions` },
  { to: '/self-help/contact', label: msg`Seek help` },
  { to: '/self-help/pgsi', label: msg`PGSI` },
  { to: '/self-help/faqs', label: msg`FAQs` },
  { to: '/self-help/status', label: msg`Check an application` },
] as const

export function PortalHeader() {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const pathname = useLocation({ select: (location) => location.pathname })
  const [open, setOpen] = useState(false)
  const { helpline } = site
  const outbox = useOutboxStatus()

  useEffect(() => setOpen(false), [pathname])

  return (
    <header className="site-header portal-header">
      <div className="site-header__bar">
        <Link to="/self-help" className="logo portal-header__name">
          <Trans>Self Help Portal</Trans>
        </Link>
        <div className="site-header__actions">
          {shouldShowOutboxOnPortal(outbox) && (
            <Suspense fallback={null}>
              <PortalOutbox waiting={outbox.waiting} attention={outbox.attention} />
            </Suspense>
          )}
          <QuickExit />
        </div>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls="portal-nav"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <Trans>Close menu</Trans> : <Trans>Menu</Trans>}
        </button>
      </div>
      <p id={QUICK_EXIT_NOTE} className="portal-header__note">
        <Trans>Quick exit also clears the forms you started here.</Trans>
      </p>
      <nav
        id="portal-nav"
        className={open ? 'site-nav site-nav--open' : 'site-nav'}
        aria-label={t`Self Help Portal`}
      >
        <ul className="site-nav__links">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
          <li>
            <a href={`tel:${helpline}`}>
              <Trans>Helpline {helpline}</Trans>
            </a>
          </li>
        </ul>
        <LanguageSelect />
      </nav>
    </header>
  )
}
