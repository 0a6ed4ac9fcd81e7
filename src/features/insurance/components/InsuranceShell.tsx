/**
 * The union member portal's own shell (issue 11, item 6): its name, its navigation (Schemes,
 * Quote, Join, its own status check, My membership) and the language control in the header; a
 * footer with the union's contact that says the schemes shown are sample data. No ScamLock
 * brand, scanner or outbox badge, nor the regulator's helpline: these are a teachers' union's
 * pages. It is part of the first load of every page (the root layout picks a shell before any
 * route code arrives), so it stays small: five links and a few sentences.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LanguageSelect } from '../../../components/layout/LanguageSelect'
import { site } from '../../../config/site'
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
            <Link to="/insurance/status">
              <Trans>Check an application</Trans>
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
      <UnionContact />
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

/**
 * How to reach the union about a membership (src/config/site.ts, `union`): its phone and
 * email, said to be sample details while they are. The member portal's pages offer this, never
 * the gambling regulator's helpline. Here, in the shell every insurance page loads, rather
 * than a module of its own: a chunk of its own cost every page 0.6 KiB.
 */
export function UnionContact() {
  const { phone, email, sample } = site.union
  const dial = phone.replace(/[^+\d]/g, '')
  return (
    <p>
      <Trans>
        Contact the union: call <a href={`tel:${dial}`}>{phone}</a> or write to{' '}
        <a href={`mailto:${email}`}>{email}</a>.
      </Trans>
      {sample && (
        <>
          {' '}
          <Trans>(Sample contact details, for trying the app.)</Trans>
        </>
      )}
    </p>
  )
}
