/**
 * The Verify area's header: the nine links with the current page's hidden, collapsing
 * behind a toggle on small screens, the logo going home; plus the other areas and the
 * language control.
 *
 * On a wide screen (80rem and up) the bar is one row (logo, the other areas, the area's
 * controls, the language) and the nine links one row under it, never wrapped: the header used
 * to wrap into three rows with the logo against the scan button. Narrower,
 * all of it but the controls folds behind Menu. The area links and the language control are
 * in the bar or in the menu, one place at a time (the other is display: none, so out of the
 * accessibility tree).
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { LanguageSelect } from './LanguageSelect'
import { Logo } from './Logo'
import { AREA_LINKS, NAV_LINKS } from './nav-links'

/** `actions`: controls the areas add to the bar (the QR scanner, the outbox badge). */
export function Header({ actions }: { actions?: ReactNode }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const pathname = useLocation({ select: (location) => location.pathname })
  // The menu is open on the page where it was opened: following a link folds it away again.
  // Derived, not reset by an effect: the effect ran after the first render too, and undid a
  // tap on Menu made before it had run (a page just taken over, on a slow phone).
  const [openOn, setOpenOn] = useState<string>()
  const open = openOn === pathname

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="logo" aria-label={t`ScamLock home`}>
          <Logo />
          <span className="logo__name">ScamLock</span>
        </Link>
        <ul className="site-header__areas">
          <AreaLinks />
        </ul>
        <div className="site-header__actions">{actions}</div>
        <div className="site-header__language">
          <LanguageSelect />
        </div>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpenOn(open ? undefined : pathname)}
        >
          {open ? <Trans>Close menu</Trans> : <Trans>Menu</Trans>}
        </button>
      </div>
      <nav
        id="site-nav"
        className={open ? 'site-nav site-nav--open' : 'site-nav'}
        aria-label={t`Main`}
      >
        <ul className="site-nav__links">
          {NAV_LINKS.filter((link) => link.to !== pathname).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{i18n._(link.label)}</Link>
            </li>
          ))}
        </ul>
        <ul className="site-nav__areas">
          <AreaLinks />
        </ul>
        <div className="site-nav__language">
          <LanguageSelect />
        </div>
      </nav>
    </header>
  )
}

/** The other areas, in the bar on a wide screen and in the menu otherwise. */
function AreaLinks() {
  const { i18n } = useLingui()
  return AREA_LINKS.map((link) => (
    <li key={link.to}>
      <Link to={link.to}>{i18n._(link.label)}</Link>
    </li>
  ))
}
