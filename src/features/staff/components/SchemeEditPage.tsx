/**
 * `/staff/schemes/$scheme`: edit one scheme. After a save, a notice says the public pages now
 * show it (with a link to see it) and the form holds the saved version. When someone else
 * saved first (409), the form shows their version beside what this person typed, which it
 * keeps, and lets them carry their changes onto it (SchemeForm.tsx).
 */
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import type { StaffScheme } from '../schemes'
import { may, useSession } from '../session'
import { NotAllowed } from './NotAllowed'
import { SchemeForm } from './SchemeForm'
import { useStaffSchemes } from './SchemesPage'
import './schemes.css'

const TITLE = msg`Edit a scheme`

type Outcome = 'saved' | 'missing' | undefined

export function SchemeEditPage({ id }: { id: string }) {
  const session = useSession()
  const allowed = may(session, 'schemes.save')
  const { schemes } = useStaffSchemes(allowed)
  const [saved, setSaved] = useState<StaffScheme>()
  const [outcome, setOutcome] = useState<Outcome>()
  const notice = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (outcome) notice.current?.focus()
  }, [outcome, saved])

  if (session.status !== 'signed-in') return null
  if (!allowed) return <NotAllowed title={TITLE} />
  const loaded = schemes?.find((scheme) => scheme.id === id)
  // The newer of what was loaded and what this page saved.
  const scheme = saved && (!loaded || saved.version >= loaded.version) ? saved : loaded

  return (
    <>
      <PageTitle title={TITLE} />
      <p>
        <Link to="/staff/schemes/{-$scheme}" params={{ scheme: undefined }}>
          <Trans>All schemes</Trans>
        </Link>
      </p>
      {outcome === 'saved' && scheme && (
        <div
          ref={notice}
          tabIndex={-1}
          role="status"
          className="staff-notice staff-notice--success"
        >
          <p>
            <Trans>Saved. The public pages show the change.</Trans>{' '}
            <Link to="/insurance/schemes/$scheme" params={{ scheme: scheme.id }}>
              <Trans>See the public page</Trans>
            </Link>
          </p>
        </div>
      )}
      {outcome === 'missing' && (
        <div ref={notice} tabIndex={-1} role="alert" className="staff-notice staff-notice--error">
          <p>
            <Trans>There is no such scheme.</Trans>
          </p>
        </div>
      )}
      {schemes && !scheme && (
        <p>
          <Trans>There is no such scheme.</Trans>
        </p>
      )}
      {scheme && (
        <SchemeForm
          key={scheme.version}
          scheme={scheme}
          onSaved={(answer) => {
            setSaved(answer)
            setOutcome('saved')
          }}
          onMissing={() => setOutcome('missing')}
        />
      )}
    </>
  )
}
