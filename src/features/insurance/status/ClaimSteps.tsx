/**
 * A funeral claim's steps on the union's status check (members/status), and on My membership
 * for the claims on the member's cover (members/me): received, its
 * documents being checked (how many staff have verified), then approved with the payout or
 * rejected with the reason staff wrote for the member. Each step says whether it is done, is
 * under way, or is to come, in words as well as in the list's order. Loaded only when the
 * check finds a claim.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { formatCurrency, formatDate } from '../../../shared/dates'
import type { StatusAnswer } from '../../../shared/contracts/status'
import { appLocaleOf } from '../../../i18n/locales'
import { UnionContact } from '../components/InsuranceShell'

/**
 * `onMembersPage`: read by the member, who may not be the claimant (a relative often claims):
 * the decision's email goes to the claimant.
 */
export function ClaimSteps({
  answer,
  onMembersPage = false,
}: {
  answer: StatusAnswer
  onMembersPage?: boolean
}) {
  const { i18n } = useLingui()
  const locale = appLocaleOf(i18n.locale)
  const received = formatDate(new Date(answer.submittedAt), 'dayMonthYear', locale)
  const decided = formatDate(new Date(answer.updatedAt), 'dayMonthYear', locale)
  const verified = answer.claim?.documentsVerified ?? 0
  const total = answer.claim?.documents ?? 0
  const payout = answer.claim?.payout
  const amount = payout === undefined ? '' : formatCurrency(payout, locale)
  const pending = answer.status === 'PENDING'
  const reason = answer.applicantNote ?? ''
  return (
    <>
      <ol className="claim-steps">
        <li>
          <Trans>Done: received on {received}.</Trans>
        </li>
        <li>
          {pending ? (
            <Trans>
              Under way: staff of the union are checking the documents and the cover ({verified} of{' '}
              {total} documents checked so far).
            </Trans>
          ) : (
            <Trans>Done: documents checked.</Trans>
          )}
        </li>
        <li>
          {pending && onMembersPage ? (
            <Trans>
              To come: the decision. We email the person who made the claim when it is decided.
            </Trans>
          ) : pending ? (
            <Trans>To come: the decision. We email you when the claim is decided.</Trans>
          ) : answer.status === 'APPROVED' ? (
            <Trans>
              Done: approved on {decided}. The payout of {amount} is paid into the bank account
              given in the claim.
            </Trans>
          ) : (
            <Trans>
              Done: not approved on {decided}, for this reason: {reason}
            </Trans>
          )}
        </li>
      </ol>
      {answer.status === 'REJECTED' && <UnionContact />}
    </>
  )
}
