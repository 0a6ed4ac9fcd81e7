/**
 * The terms in plain words: the waiting period, who can be covered and what stops
 * cover, because most complaints about funeral cover are declined claims over arrears and
 * non-disclosure. The documents are silent on these terms; what is said here follows what
 * comparable covers in Botswana do (README, "Insurance": decisions), and the ages are the
 * rules of the sample add-ons.
 */
import { Trans } from '@lingui/react/macro'

export function CoverTerms({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className="cover-terms" aria-labelledby="cover-terms-title">
      <Heading id="cover-terms-title">
        <Trans>Before you choose: the terms in plain words</Trans>
      </Heading>
      <h3 className="cover-terms__item">
        <Trans>Waiting period</Trans>
      </h3>
      <ul>
        <li>
          <Trans>
            A death from illness or natural causes is covered 6 months after your first premium is
            paid.
          </Trans>
        </li>
        <li>
          <Trans>A death by accident is covered from your first premium.</Trans>
        </li>
        <li>
          <Trans>Suicide is covered after 12 months.</Trans>
        </li>
      </ul>
      <h3 className="cover-terms__item">
        <Trans>Who can be covered</Trans>
      </h3>
      <ul>
        <li>
          <Trans>You, the member, from 18.</Trans>
        </li>
        <li>
          <Trans>Your spouse, aged 18 to 65 when added.</Trans>
        </li>
        <li>
          <Trans>Your children up to 21, or up to 25 while in full-time study.</Trans>
        </li>
        <li>
          <Trans>
            Your parents and parents-in-law, and extended family, up to 85, priced by age.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Each package lists the people it can cover. Ages count on the day of the quote.
        </Trans>
      </p>
      <h3 className="cover-terms__item">
        <Trans>What stops cover</Trans>
      </h3>
      <ul>
        <li>
          <Trans>
            Two monthly premiums in a row not paid: the cover lapses, and a claim is declined.
          </Trans>
        </li>
        <li>
          <Trans>
            Wrong or missing information, such as a date of birth: a claim can be declined.
          </Trans>
        </li>
        <li>
          <Trans>A child turning 22 (26 in full-time study) leaves the child cover.</Trans>
        </li>
        <li>
          <Trans>
            Leaving the payroll, or retiring at 65: move to a debit order so the cover goes on.
          </Trans>
        </li>
      </ul>
    </section>
  )
}
