/**
 * The staff accounts as a list of cards (a table would not fit a 390 px phone): email, role,
 * organisation, state and last sign-in, with Disable for those who may (never on one's own),
 * and "Clear sign-in wait" for an administrator to let a person in at once while their account
 * is held by failed sign-ins (someone else's guesses, most likely). What was done is said in a
 * status message above the list.
 */
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useState } from 'react'
import { askConfirm } from '../../../components/dialogs/confirm-state'
import type { StaffUser } from '../../../shared/schemas/staff'
import { ORGANISATION_LABELS, ROLE_LABELS } from '../labels'
import { useFormatTime } from '../use-format-time'
import { clearSignInWait, disableUser } from '../users'

interface Props {
  users: StaffUser[]
  total: number
  canDisable: boolean
  canClearWait: boolean
  self: string
  onChanged: () => void
}

export function UserList({ users, total, canDisable, canClearWait, self, onChanged }: Props) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const time = useFormatTime()
  const [cleared, setCleared] = useState<string>()

  const onClearWait = (user: StaffUser) =>
    clearSignInWait(user.id).then(
      () => setCleared(user.email),
      () => undefined,
    )

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
      <p role="status" className={cleared ? 'notice' : undefined}>
        {cleared && (
          <Trans>
            {cleared} can sign in again at once: the wait after failed sign-ins is cleared.
          </Trans>
        )}
      </p>
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
              <dd>
                {user.facilityName
                  ? `${i18n._(ORGANISATION_LABELS[user.organisation])}: ${user.facilityName}`
                  : i18n._(ORGANISATION_LABELS[user.organisation])}
              </dd>
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
            <div className="staff-buttons">
              {canClearWait && !user.disabledAt && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void onClearWait(user)}
                >
                  <ClearWaitLabel email={user.email} />
                </button>
              )}
              {canDisable && !user.disabledAt && user.email !== self && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void onDisable(user)}
                >
                  <DisableLabel email={user.email} />
                </button>
              )}
            </div>
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

function ClearWaitLabel({ email }: { email: string }) {
  return (
    <Trans>
      Clear sign-in wait <span className="visually-hidden">of {email}</span>
    </Trans>
  )
}
