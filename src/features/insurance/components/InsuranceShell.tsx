/**
 * The union member portal's own shell (issue 11, item 6): its name, its navigation (Schemes,
 * Quote, Join, My membership) and the language control in the header; a footer that says the
 * schemes shown are sample data. No ScamLock brand, scanner or outbox badge: these are a
 * teachers' union's pages. It is part of the first load of every page (the root layout picks
 * a shell before any route code arrives), so it stays small: four links and two sentences.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LanguageSelect } from '../../../components/layout/LanguageSelect'
import './shell.css'

export function InsuranceHeader() {
  const { t } = useLingui()
  return (
    <header className="union-header">
      <div className="union-header__bar">
        <Link to="/insurance" className="union-header__name">
          <Trans>BTU Member Portal</Trans>
        </Link>
        <LanguageSelect />
      </div>
      <nav aria-label={t`Member portal`}>
        <ul className="union-nav">
          <li>
            <Link to="/insurance" activeOptions={{ exact: true }}>
              <Trans>Schemes</Trans>
            </Link>
          </li>
          <li>
            <Link to="/insurance/quote">
              <Trans>Quote</Trans>
            </Link>
          </li>
          <li>
            <Link to="/insurance/join">
              <Trans>Join</Trans>
            </Link>
          </li>
          <li>
            <Link to="/insurance/membership">
              <Trans>My membership</Trans>
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  )
}

export function InsuranceFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="union-footer">
      <p>
        <Trans>© {year} BTU Member Portal.</Trans>
      </p>
      <p>
        <Trans>The schemes, packages and prices shown are sample data, for trying the app.</Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Other services of this app</Trans>
        </Link>
      </p>
    </footer>
  )
}
