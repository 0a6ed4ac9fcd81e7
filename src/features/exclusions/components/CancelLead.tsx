/**
 * What the cancellation form offers before its questions (docs/decisions.md, "Cancelling an
 * exclusion"): free counselling first, since a person asking to gamble again may want to talk
 * to someone, and the application needs a counsellor's report anyway; then how a cancellation
 * works, so nobody is surprised by the 6 months or the 7 days.
 */
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { site } from '../../../config/site'

export function CancelLead() {
  const { helpline } = site
  return (
    <div className="card card--ok">
      <p>
        <Trans>
          Before you apply, talk to a counsellor. It is free, and this application needs a report
          from a counsellor you have seen.
        </Trans>
      </p>
      <p>
        <Link className="button" to="/self-help/contact/counselling">
          <Trans>Ask for free counselling</Trans>
        </Link>
      </p>
      <p>
        <Trans>
          Or call the free helpline <a href={`tel:${helpline}`}>{helpline}</a>.
        </Trans>
      </p>
      <p>
        <Trans>
          An exclusion can be cancelled once it has lasted 6 months. If the cancellation is
          approved, it takes effect 7 days later, and until then you can withdraw it from the status
          page.
        </Trans>
      </p>
    </div>
  )
}
