/**
 * Why a pending case shows no decision form (and its files no "Mark as verified"): the role
 * may read it but not act on it. Said where the form would be, so an auditor or an agent is
 * not left looking for a control that is not there (the gateway refuses them all the same).
 */
import { Trans } from '@lingui/react/macro'
import type { Role } from '../../../shared/schemas/staff'

export function NotYours({ role }: { role: Role }) {
  return (
    <p className="staff-notice" id="case-not-yours">
      {role === 'auditor' ? (
        <Trans>
          Auditors can read cases and their files but not decide them or mark files as verified.
        </Trans>
      ) : role === 'agent' ? (
        <Trans>
          Agents see the cases they submitted but do not decide them or mark files as verified: a
          manager does.
        </Trans>
      ) : role === 'system-administrator' ? (
        <Trans>
          System administrators manage staff accounts: they do not decide cases or mark files as
          verified.
        </Trans>
      ) : (
        <Trans>Your role does not decide cases: a manager of this organisation does.</Trans>
      )}
    </p>
  )
}
