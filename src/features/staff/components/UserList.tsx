/**
 * The staff accounts as a list of cards (a table would not fit a 390 px phone): email, role,
 * organisation, state and last sign-in, with Disable for those who may (never on one's own).
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { askConfirm } from '../../../components/dialogs/confirm-state'
import type { StaffUser } from '../../../shared/schemas/staff'
import { ORGANISATION_LABELS, ROLE_LABELS } from '../labels'
import { useFormatTime } from '../use-format-time'
import { disableUser } from '../users'

interface Props {
  users: StaffUser[]
  total: number
  canDisable: boolean
  self: string
  onChanged: () => void
}

export function UserList({ users, total, canDisable, self, onChanged }: Props) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const time = useFormatTime()

  const onDisable = async (user: StaffUser) => {
    const email = user.email
    const question = t`Disable the account ${email}?`
    const warning = t`It is signed out at once and can no longer sign in.`
    if (!(await askConfirm(question, { question, warning, confirm: t`Disable` }))) return
    await disableUser(user.id).then(onChanged, () => undefined)
  }

  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">
        <Trans>Accounts ({total})</Trans>
      </h2>
      <ul className="staff-list">
        {users.map((user) => (
          <li key={user.id} className="staff-list__item">
            <p className="staff-list__title">{user.email}</p>
            <dl>
              <dt>
                <Trans>Role</Trans>
              </dt>
              <dd>{i18n._(ROLE_LABELS[user.role])}</dd>
              <dt>
                <Trans>Organisation</Trans>
              </dt>
              <dd>{i18n._(ORGANISATION_LABELS[user.organisation])}</dd>
              <dt>
                <Trans>State</Trans>
              </dt>
              <dd>
                {user.disabledAt ? (
                  <Trans>Disabled</Trans>
                ) : user.mustChangePassword ? (
                  <Trans>Active, password not yet chosen</Trans>
                ) : (
                  <Trans>Active</Trans>
                )}
              </dd>
              <dt>
                <Trans>Last sign-in</Trans>
              </dt>
              <dd>{user.lastSignInAt ? time(user.lastSignInAt) : <Trans>Never</Trans>}</dd>
            </dl>
            {canDisable && !user.disabledAt && user.email !== self && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void onDisable(user)}
              >
                <DisableLabel email={user.email} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function DisableLabel({ email }: { email: string }) {
  return (
    <Trans>
      Disable <span className="visually-hidden">{email}</span>
    </Trans>
  )
}
