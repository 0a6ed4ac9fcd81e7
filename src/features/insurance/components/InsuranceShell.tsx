/**
 * The union member portal's own shell: its name, its navigation (Schemes,
 * Quote, Join, Make a claim, its own status check, My membership) and the language control in the header; a
 * footer with the union's contact that says the schemes shown are sample data. No ScamLock
 * brand, scanner or outbox badge, nor the regulator's helpline: these are a teachers' union's
 * pages. It is part of the first load of every page (the root layout picks a shell before any
 * route code arrives), so it stays small: six links and a few sentences. A signed-in member
 * has "Sign out" beside the language control on every page (MemberSignOut.tsx, loaded only
 * where a member signed in on this phone: member-hint.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyExtra } from '../../../components/lazy-extra'
import { LanguageSelect } from '../../../components/layout/LanguageSelect'
import { useMemberHint } from '../member-hint'
import './shell.css'

// Only where a member signed in on this phone (member-hint.ts): no visitor's first load.
const SignOut = lazyExtra(() => import('./MemberSignOut').then((m) => m.MemberSignOut))

export function InsuranceHeader() {
  const { t } = useLingui()
  const hinted = useMemberHint()
  return (
    <header className="union-header">
      <div className="union-header__bar">
        <Link to="/insurance" className="union-header__name">
          <Trans>BTU Member Portal</Trans>
        </Link>
        <LanguageSelect />
        {hinted && (
          <Suspense fallback={null}>
            <SignOut />
          </Suspense>
        )}
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
            <Link to="/insurance/claim">
              <Trans>Make a claim</Trans>
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
 * The union's contact: build-time VITE_UNION_PHONE and VITE_UNION_EMAIL, sample values by
 * default, shown as such (the regulator's gambling helpline is no help to a member of a
 * funeral scheme). Here rather than in src/config/site.ts, which every page of every area loads.
 */
const env = import.meta.env
const UNION = {
  phone: (env.VITE_UNION_PHONE as string | undefined) ?? '+267 300 0000',
  email: (env.VITE_UNION_EMAIL as string | undefined) ?? 'members@union.example',
  /** True while the contact is the sample one: the pages then say so. */
  sample: !env.VITE_UNION_PHONE && !env.VITE_UNION_EMAIL,
}

/**
 * How to reach the union about a membership: its phone and email, said to be sample details
 * while they are. The member portal's pages offer this, never
 * the gambling regulator's helpline. Here, in the shell every insurance page loads, rather
 * than a module of its own: a chunk of its own cost every page 0.6 KiB.
 */
export function UnionContact() {
  const { phone, email, sample } = UNION
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
