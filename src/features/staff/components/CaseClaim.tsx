/**
 * A funeral claim's checks on its case page, on one card (server/src/insurance/claims.ts):
 * whether the membership was found (the approved join the claim names), whether the person who
 * died is on that cover, the cover on the day of death (by accident from the approval, any cause
 * after the waiting period), the premiums up to the death (ClaimDeductions), the documents staff have
 * verified (each verified in the files below), and the payout the package states, or once
 * approved the payout recorded.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAppLocale } from '../../../i18n/locales'
import { formatCurrency } from '../../../shared/dates'
import type { ClaimReview } from '../../../shared/schemas/staff-cases'
import { useFormatDay } from '../use-format-time'
import { ClaimDeductions } from './ClaimDeductions'

function Verdict({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <dd>
      <strong>{ok ? <Trans>Yes</Trans> : <Trans>No</Trans>}</strong> {children}
    </dd>
  )
}

/** `memberPage`: the reader may open the member's page (a union agent may not). */
export function CaseClaim({ claim, memberPage }: { claim: ClaimReview; memberPage: boolean }) {
  const day = useFormatDay()
  const locale = useAppLocale()
  const money = (amount: number) => formatCurrency(amount, locale)
  const { join, documents } = claim
  const reference = join?.reference ?? ''
  const title = join?.packageTitle ?? ''
  const approvedOn = join ? day(join.approvedOn) : ''
  const accidentFrom = claim.accidentFrom ? day(claim.accidentFrom) : ''
  const anyCauseFrom = claim.anyCauseFrom ? day(claim.anyCauseFrom) : ''
  const { verified, total } = documents
  const payout = claim.payout ?? join?.payout
  const amount = payout == null ? '' : money(payout)
  return (
    <section aria-labelledby="case-claim-title" className="card staff-case__claim">
      <h2 id="case-claim-title">
        <Trans>What to check</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>Membership found</Trans>
        </dt>
        <Verdict ok={join !== null}>
          {join ? (
            <>
              <Trans>
                Join application {reference}, approved on {approvedOn}: {title}.
              </Trans>
              {memberPage && (
                <>
                  {' '}
                  <Link to="/staff/members/$number" params={{ number: reference }}>
                    <Trans>Open the member’s page</Trans>
                  </Link>
                </>
              )}
            </>
          ) : (
            <Trans>
              No approved join application has this membership number or reference with this
              member's ID number.
            </Trans>
          )}
        </Verdict>
        <dt>
          <Trans>The person who died is on the cover</Trans>
        </dt>
        <Verdict ok={claim.onCover}>
          {claim.onCover ? (
            <Trans>Same name, relationship and date of birth as in the join application.</Trans>
          ) : (
            <Trans>
              No one in the join application has this name, relationship and date of birth.
            </Trans>
          )}
        </Verdict>
        <dt>
          <Trans>Insured on the date of death</Trans>
        </dt>
        <Verdict ok={claim.cover !== 'none'}>
          {claim.cover === 'any-cause' ? (
            <Trans>For any cause: the waiting period ended on {anyCauseFrom}.</Trans>
          ) : claim.cover === 'accident' ? (
            <Trans>
              For death by accident only: covered from {accidentFrom}, for any cause from{' '}
              {anyCauseFrom}. Check the cause of death.
            </Trans>
          ) : (
            <Trans>Not covered on that date.</Trans>
          )}
        </Verdict>
        <dt>
          <Trans>Deductions paid</Trans>
        </dt>
        <ClaimDeductions deductions={claim.deductions} />
        <dt>
          <Trans>Documents verified</Trans>
        </dt>
        <Verdict ok={total > 0 && verified === total}>
          <Trans>
            {verified} of {total}: verify each in the files below.
          </Trans>
        </Verdict>
        <dt>{claim.payout === null ? <Trans>Payout if approved</Trans> : <Trans>Payout</Trans>}</dt>
        <dd>{payout == null ? <Trans>None: no package found</Trans> : amount}</dd>
      </dl>
    </section>
  )
}
