/**
 * `/staff/schemes`: the union's funeral schemes, each with its picture, category and who
 * changed it last, and a link to edit it. Only for roles that may save schemes (the header
 * links here only for them; the gateway refuses the others all the same).
 */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { PageTitle } from '../../../components/PageTitle'
import { listStaffSchemes, type StaffScheme } from '../schemes'
import { may, useSession } from '../session'
import { useFormatTime } from '../use-format-time'
import { NotAllowed } from './NotAllowed'
import './schemes.css'

export function useStaffSchemes(enabled: boolean) {
  const [schemes, setSchemes] = useState<StaffScheme[]>()
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!enabled) return
    let current = true
    listStaffSchemes().then(
      (list) => {
        if (current) setSchemes(list)
      },
      () => undefined, // the message dialog says why
    )
    return () => {
      current = false
    }
  }, [enabled, version])
  return { schemes, reload: () => setVersion((n) => n + 1) }
}

const TITLE = msg`Funeral schemes`

export function SchemesPage() {
  const session = useSession()
  const allowed = may(session, 'schemes.save')
  const { schemes } = useStaffSchemes(allowed)
  if (session.status !== 'signed-in') return null
  if (!allowed) return <NotAllowed title={TITLE} />
  return (
    <>
      <PageTitle title={TITLE} />
      <p>
        <Trans>
          What you save here shows on the public insurance pages. Write each text in English, and in
          French and Setswana where you can: where a language has none, its readers see the English,
          marked as English.
        </Trans>
      </p>
      {schemes && (
        <ul className="staff-list">
          {schemes.map((scheme) => (
            <SchemeItem key={scheme.id} scheme={scheme} />
          ))}
        </ul>
      )}
    </>
  )
}

function SchemeItem({ scheme }: { scheme: StaffScheme }) {
  const { t } = useLingui()
  const formatTime = useFormatTime()
  const title = scheme.title
  const by = scheme.updatedBy
  const at = scheme.updatedAt ? formatTime(scheme.updatedAt) : ''
  return (
    <li className="staff-list__item staff-scheme">
      <img className="staff-scheme__image" src={scheme.imageUrl} alt="" width={64} height={64} />
      <div>
        <p className="staff-list__title">
          <Link to="/staff/schemes/{-$scheme}" params={{ scheme: scheme.id }}>
            {t`Edit ${title}`}
          </Link>
        </p>
        <dl>
          <dt>
            <Trans>Category</Trans>
          </dt>
          <dd>{scheme.category}</dd>
          <dt>
            <Trans>Last changed</Trans>
          </dt>
          <dd>
            {by ? (
              <Trans>
                {at} by {by}
              </Trans>
            ) : (
              <Trans>Never changed since it was loaded</Trans>
            )}
          </dd>
        </dl>
      </div>
    </li>
  )
}
