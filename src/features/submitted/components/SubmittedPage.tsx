/**
 * `/submitted/$reference`, the confirmation page (docs/design.md sections 3 and 4, the
 * reference): the reference at once, made on the device, so it shows even offline, and what
 * happens next.
 *
 * The title and the panel say what is true for any kind of reference:
 * "Saved on this device" while it waits to send, "Not accepted: needs correcting" when the service refused
 * it, "Submitted" only once it is delivered (live: the sender or the service worker may
 * deliver it while the page is open), and for a reference this device does not hold, no
 * panel at all, only how to check it: the status page of the area that made the reference,
 * the helpline for the others. What happens next is for a submission on its way; one the
 * service refused has reached nobody, and its panel says how to correct it instead.
 *
 * A journey's submission (src/journey) offers its PDF here, from what the submitting tab kept.
 * A join to the union's scheme, once delivered, offers to confirm its email with a code
 * (/insurance/sign-in): only then does it show on the member's page (docs/decisions.md, "Only
 * their own applications"). Made offline, it says so and offers it once it is sent.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../components/PageTitle'
import { STORAGE_WARNINGS } from '../../../offline/storage-warnings'
import type { OutboxEntry } from '../../../offline/outbox'
import { useOutboxStatus } from '../../../offline/use-status'
import { useEntry } from '../../../offline/use-outbox'
import { isReference } from '../../../shared/reference'
import { nextSteps, statusPath, SUMMARY_LABELS } from '../next-steps'
import { areaOf } from '../../../config/areas'
import { isVeiled, useVeiledBefore } from '../../../config/outbox-veil'
import { DownloadPdf } from './DownloadPdf'
import { DeliveryState } from './DeliveryState'
import { UnknownReference } from './UnknownReference'
import { useOutboxPath } from './use-outbox-path'

const AREA_HOME = {
  verify: '/',
  'self-help': '/self-help',
  insurance: '/insurance',
  staff: '/staff',
} as const

function titleOf(entry: OutboxEntry | null | undefined): MessageDescriptor {
  if (entry === undefined) return msg`Your reference number`
  if (entry === null) return msg`Not found on this device`
  if (entry.state === 'delivered') return msg`Submitted`
  if (entry.state === 'needs-attention') return msg`Not accepted: needs correcting`
  return msg`Saved on this device`
}

/** The panel's modifier: green only once delivered. */
const PANEL: Record<OutboxEntry['state'], string> = {
  waiting: 'waiting',
  sending: 'waiting',
  'needs-attention': 'attention',
  delivered: 'delivered',
}

export function SubmittedPage({ reference: raw }: { reference: string }) {
  const { i18n } = useLingui()
  const outbox = useOutboxPath()
  const reference = raw.trim().toUpperCase()
  const valid = isReference(reference)
  const held = useEntry(valid ? reference : '')
  // After the portal's Quick exit its entries wait for the outbox page (outbox-veil.ts): to
  // whoever presses Back, this device holds nothing under this reference.
  useVeiledBefore()
  const entry = held && isVeiled(held.reference, held.createdAt) ? null : held
  const { storage } = useOutboxStatus()
  const status = statusPath(reference)

  if (!valid) {
    return (
      <>
        <PageTitle title={msg`Not a reference number`} />
        <p>
          <Trans>This is not a reference number we make. Check the address and try again.</Trans>
        </p>
        <p>
          <Link to={outbox}>
            <Trans>See what is waiting to send</Trans>
          </Link>
        </p>
      </>
    )
  }

  if (entry === null) {
    return (
      <>
        <PageTitle title={titleOf(entry)} />
        <UnknownReference reference={reference} />
      </>
    )
  }

  const summary = Object.entries(entry?.summary ?? {}).filter(([key]) => key in SUMMARY_LABELS)

  return (
    <>
      <PageTitle title={titleOf(entry)} />
      {entry && (
        <div className={`confirmation confirmation--${PANEL[entry.state]}`}>
          <p className="confirmation__label">
            <Trans>Your reference number</Trans>
          </p>
          <p className="confirmation__reference">{reference}</p>
        </div>
      )}
      {summary.length > 0 && (
        <dl className="confirmation__summary">
          {summary.map(([key, value]) => (
            <div key={key}>
              <dt>{i18n._(SUMMARY_LABELS[key]!)}</dt>
              <dd className="reference">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p>
        <Trans>Keep this reference number. Quote it if you contact us about this submission.</Trans>
      </p>
      <DeliveryState entry={entry} />
      {storage && entry && entry.state !== 'delivered' && (
        <p className="card card--warning">{i18n._(STORAGE_WARNINGS[storage])}</p>
      )}
      {entry?.state !== 'needs-attention' && (
        <>
          <h2>
            <Trans>What happens next</Trans>
          </h2>
          <ul>
            {nextSteps(reference).map((step) => (
              <li key={step.id}>{i18n._(step)}</li>
            ))}
          </ul>
          {status && (
            <p>
              <Link to={status}>
                <Trans>Check the status of your application</Trans>
              </Link>
            </p>
          )}
        </>
      )}
      {entry && isReference(reference, 'insuranceJoin') && entry.state !== 'needs-attention' && (
        <p>
          {entry.state === 'delivered' ? (
            <Link to="/insurance/sign-in" search={{ reference }}>
              <Trans>Confirm your email to see this application on your page</Trans>
            </Link>
          ) : (
            <Trans>
              Once it is sent, you can confirm your email here to see this application on your page.
            </Trans>
          )}
        </p>
      )}
      {entry && (
        <DownloadPdf
          reference={reference}
          delivery={{ state: entry.state, deliveredAt: entry.deliveredAt }}
        />
      )}
      <p>
        <Link to={AREA_HOME[areaOf(`/submitted/${reference}`)]}>
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </>
  )
}
