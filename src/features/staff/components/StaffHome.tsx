/**
 * `/staff`: the queues the signed-in role may see, with their counts; for an agent, the cases
 * it submitted; then what the role may do, from `auth/me` (the gateway's matrix, never a copy
 * of it here). Actions with a page link to it, those done from a case need no link, and those
 * whose pages are not built yet say so plainly rather than lead nowhere.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import type { StaffAction } from '../../../shared/schemas/staff'
import { ACTION_LABELS, ORGANISATION_LABELS, ROLE_LABELS } from '../labels'
import { may, useSession } from '../session'
import { Queues } from './Queues'

const PAGES: Partial<
  Record<
    StaffAction,
    | '/staff/users'
    | '/staff/audit'
    | '/staff/schemes/{-$scheme}'
    | '/staff/register'
    | '/staff/products'
    | '/staff/deductions'
  >
> = {
  'register.check': '/staff/register',
  'users.list': '/staff/users',
  'users.create': '/staff/users',
  'users.disable': '/staff/users',
  'users.clearSignInWait': '/staff/users',
  'audit.list': '/staff/audit',
  'schemes.save': '/staff/schemes/{-$scheme}',
  'products.manage': '/staff/products',
  'deductions.import': '/staff/deductions',
}

/** Done from the queues and a case's page. */
const IN_CASES = new Set<StaffAction>([
  'cases.list',
  'cases.show',
  'cases.decide',
  'files.read',
  'documents.verify',
])

export function StaffHome() {
  const { i18n } = useLingui()
  const session = useSession()
  if (session.status !== 'signed-in') return null
  const { me } = session
  const email = me.email
  const role = i18n._(ROLE_LABELS[me.role])
  const organisation = i18n._(ORGANISATION_LABELS[me.organisation])

  return (
    <>
      <PageTitle />
      <p>
        <Trans>
          You are signed in as {email}: {role}, {organisation}.
        </Trans>
      </p>
      {may(session, 'cases.list') && <Queues />}
      {me.role === 'agent' && (
        <p>
          <Link to="/staff/mine">
            <Trans>Cases you submitted</Trans>
          </Link>
        </p>
      )}
      <h2>
        <Trans>What you can do</Trans>
      </h2>
      <ul className="staff-actions">
        {me.actions.map((action) => {
          const page = PAGES[action]
          const label = i18n._(ACTION_LABELS[action])
          return (
            <li key={action}>
              {page ? (
                <Link to={page}>{label}</Link>
              ) : IN_CASES.has(action) ? (
                label
              ) : (
                <>
                  {label}{' '}
                  <span className="staff-soon">
                    <Trans>(not available in the app yet)</Trans>
                  </span>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
