/**
 * Notices about the outbox that belong on whatever page is open:
 * submissions the service worker delivered while the app was closed (shown once, until
 * dismissed), and submissions lost because the browser deleted the outbox's storage. Reads the
 * status store only; the database loads when a notice is dismissed. Loaded only when there is
 * something to say (OutboxNotices.tsx).
 */
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { isVeiled, useVeiledBefore } from '../../../config/outbox-veil'
import { setLost, setOutboxStatus } from '../../../offline/status'
import { useOutboxStatus } from '../../../offline/use-status'

export default function NoticesPanel() {
  const status = useOutboxStatus()
  // After the portal's Quick exit, its references wait for the outbox page (outbox-veil.ts).
  useVeiledBefore()
  const deliveredWhileClosed = status.deliveredWhileClosed.filter((ref) => !isVeiled(ref))
  const lost = status.lost.filter((ref) => !isVeiled(ref))
  if (deliveredWhileClosed.length === 0 && lost.length === 0) return null
  return (
    <>
      {deliveredWhileClosed.length > 0 && (
        <div className="notice outbox-notice" role="status">
          <p>
            <Plural
              value={deliveredWhileClosed.length}
              one="While the app was closed, your submission was sent:"
              other="While the app was closed, # submissions were sent:"
            />
          </p>
          <ul>
            {deliveredWhileClosed.map((reference) => (
              <li key={reference}>
                <Link to="/submitted/$reference" params={{ reference }}>
                  {reference}
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              const seen = [...deliveredWhileClosed]
              setOutboxStatus({
                deliveredWhileClosed: status.deliveredWhileClosed.filter((ref) => isVeiled(ref)),
              })
              void import('../../../offline/start').then((m) => m.acknowledgeDelivered(seen))
            }}
          >
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
      {lost.length > 0 && (
        <div className="card card--warning outbox-notice" role="alert">
          <h2>
            <Trans>Some submissions were not sent</Trans>
          </h2>
          <p>
            <Trans>
              Your browser deleted this app’s stored data before these submissions could be sent.
              Please submit them again:
            </Trans>
          </p>
          <ul>
            {lost.map((reference) => (
              <li key={reference}>{reference}</li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setLost(status.lost.filter((ref) => isVeiled(ref)))}
          >
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
    </>
  )
}
