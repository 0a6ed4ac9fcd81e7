/**
 * `/submitted/$reference`, the confirmation page (DESIGN.md section 3, STYLE.md conventions 4
 * and 5): the reference at once, made on the device, so it shows even offline; whether the
 * submission is delivered or still waiting to send (live: it turns to "delivered" when the
 * sender or the service worker delivers it); and what happens next.
 *
 * No PDF of the application form here: that is for the self-help portal's applications,
 * which add it when they start using this page.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { STORAGE_WARNINGS } from '../../../offline/describe'
import { useOutboxStatus } from '../../../offline/use-status'
import { useEntry } from '../../../offline/use-outbox'
import { isReference } from '../../../shared/reference'
import { nextSteps } from '../next-steps'
import { DeliveryState } from './DeliveryState'

export function SubmittedPage({ reference: raw }: { reference: string }) {
  const { i18n } = useLingui()
  const reference = raw.trim().toUpperCase()
  const valid = isReference(reference)
  const entry = useEntry(valid ? reference : '')
  const { storage } = useOutboxStatus()

  if (!valid) {
    return (
      <>
        <PageTitle />
        <p>
          <Trans>This is not a reference number we make. Check the address and try again.</Trans>
        </p>
        <p>
          <Link to="/outbox">
            <Trans>See what is waiting to send</Trans>
          </Link>
        </p>
      </>
    )
  }

  return (
    <>
      <PageTitle />
      <div className="confirmation">
        <p className="confirmation__label">
          <Trans>Your reference number</Trans>
        </p>
        <p className="confirmation__reference">{reference}</p>
      </div>
      <p>
        <Trans>Keep this reference number. Quote it if you contact us about this submission.</Trans>
      </p>
      <DeliveryState entry={entry} />
      {storage && entry && entry.state !== 'delivered' && (
        <p className="card card--warning">{i18n._(STORAGE_WARNINGS[storage])}</p>
      )}
      <h2>
        <Trans>What happens next</Trans>
      </h2>
      <ul>
        {nextSteps(reference).map((step) => (
          <li key={step.id}>{i18n._(step)}</li>
        ))}
      </ul>
      <p>
        <Link to="/">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </>
  )
}
