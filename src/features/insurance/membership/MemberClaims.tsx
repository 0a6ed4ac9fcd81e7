/**
 * The funeral claims on an approved membership (`members/me`, server/src/insurance/member-claims.ts):
 * for each, who died and when, and its steps as the status check shows them (ClaimSteps):
 * received, documents checked, approved with the payout or not approved with the reason. Read
 * from the page's copy offline, like the rest of it.
 */
import { useLingui } from '@lingui/react/macro'
import { dayInWords } from '../../../shared/date-words'
import { appLocaleOf } from '../../../i18n/locales'
import { ClaimSteps } from '../status/ClaimSteps'
import { Row } from './Row'
import type { ClaimView } from './view'

export function MemberClaims({ claims, reference }: { claims: ClaimView[]; reference: string }) {
  const { t, i18n } = useLingui()
  const locale = appLocaleOf(i18n.locale)
  const heading = `claims-${reference}`
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>{t`Funeral claims`}</h3>
      {claims.map((claim) => {
        const claimReference = claim.reference
        const id = `claim-${claimReference}`
        const who = `${claim.deceased.firstName} ${claim.deceased.surname}`
        const status = { PENDING: t`Pending`, APPROVED: t`Approved`, REJECTED: t`Not approved` }[
          claim.status
        ]
        return (
          <article key={claim.reference} className="member-claim" aria-labelledby={id}>
            <h4 id={id}>{t`Claim ${claimReference}`}</h4>
            <dl className="summary-list">
              <Row label={t`Person who died`}>{who}</Row>
              <Row label={t`Date of death`}>{dayInWords(claim.deathDate, locale)}</Row>
              <Row label={t`Status`}>{status}</Row>
            </dl>
            <ClaimSteps answer={claim} onMembersPage />
          </article>
        )
      })}
    </section>
  )
}
