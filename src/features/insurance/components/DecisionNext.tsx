/**
 * Where a join application stands and what comes next, in the same words on the status check
 * and on My membership: when it was received or decided, and what follows (cover starts with
 * the first premium; a refusal is explained by the union, whose contact is given).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../shared/dates'
import { appLocaleOf } from '../../../i18n/locales'
import { UnionContact } from './InsuranceShell'

interface Props {
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
  /** When it was received (PENDING) or decided. */
  at: string
}

export function DecisionNext({ status, at }: Props) {
  const { i18n } = useLingui()
  const day = formatDate(new Date(at), 'dayMonthYear', appLocaleOf(i18n.locale))
  if (status === 'PENDING') {
    return (
      <p>
        <Trans>
          Received on {day}. Staff of the union check your application and your documents, usually
          within 10 working days.
        </Trans>
      </p>
    )
  }
  if (status === 'APPROVED') {
    return (
      <p>
        <Trans>
          Approved on {day}. Your cover starts when your first premium is paid: a death by accident
          is covered from then, a death from illness or natural causes 6 months after.
        </Trans>
      </p>
    )
  }
  return (
    <>
      <p>
        <Trans>Not approved on {day}. To find out why, or to apply again, contact the union.</Trans>
      </p>
      <UnionContact />
    </>
  )
}
