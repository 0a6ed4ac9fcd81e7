/**
 * Delivered, waiting to send, or refused, and why not yet. Announced politely when it
 * changes, so a screen-reader user hears "delivered" without moving. A refusal (a 4xx other
 * than a timeout or a rate limit) is never retried, so it never reads as waiting: it says the
 * service refused it, what it refused, and leads to the correction in the form.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { errorText, fieldErrorTexts } from '../../../offline/describe'
import { sendNow, type OutboxEntry } from '../../../offline/outbox'
import { useOutboxStatus } from '../../../offline/use-status'
import { formatDate } from '../../../shared/dates'
import { useOutboxPath } from './use-outbox-path'
import { appLocaleOf } from '../../../i18n/locales'

export function DeliveryState({ entry }: { entry: OutboxEntry | undefined }) {
  const { i18n } = useLingui()
  const outbox = useOutboxPath()
  const { progress } = useOutboxStatus()
  const locale = appLocaleOf(i18n.locale)
  const navigate = useNavigate()
  // A refused entry opens again in its form, with each refusal by its answer.
  const correctHref = entry?.correctPath
    ? `${entry.correctPath}?correct=${encodeURIComponent(entry.reference)}`
    : undefined

  return (
    <div className="delivery-state" aria-live="polite">
      {entry === undefined ? null : entry.state === 'delivered' ? (
        <p className="card card--ok">
          <strong>
            <Trans>Delivered</Trans>
          </strong>{' '}
          {formatDate(new Date(entry.deliveredAt ?? entry.updatedAt), 'dayMonthYearTime', locale)}
        </p>
      ) : entry.state === 'needs-attention' ? (
        <div className="card card--warning">
          <p>
            <strong>
              <Trans>Not sent: the service refused this submission.</Trans>
            </strong>
          </p>
          {entry.lastError && <p>{errorText(i18n, entry.lastError)}</p>}
          {entry.lastError && (
            <ul>
              {fieldErrorTexts(i18n, entry.lastError).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          <p>
            <Trans>
              Nobody has received it yet. Correct what is listed and send it again: it keeps this
              reference number.
            </Trans>
          </p>
          <p>
            {correctHref ? (
              <a
                className="button"
                href={correctHref}
                onClick={(event) => {
                  event.preventDefault()
                  void navigate({ href: correctHref })
                }}
              >
                <Trans>Correct your answers</Trans>
              </a>
            ) : null}{' '}
            <Link to={outbox}>
              <Trans>Or remove it in your outbox</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <div className="card">
          <p>
            <strong>
              {entry.state === 'sending' ? <Trans>Sending…</Trans> : <Trans>Waiting to send</Trans>}
            </strong>
          </p>
          <p>
            <Trans>
              It is saved on this device and will be sent automatically when you are online.
            </Trans>
          </p>
          {progress?.reference === entry.reference && progress.total > 0 && (
            <p>
              <label htmlFor="delivery-progress">
                <Trans>Upload progress</Trans>
              </label>{' '}
              <progress id="delivery-progress" max={progress.total} value={progress.loaded} />
            </p>
          )}
          {entry.lastError && (
            <p>
              <Trans>Last attempt:</Trans> {errorText(i18n, entry.lastError)}
            </p>
          )}
          {entry.state === 'waiting' && (
            <button type="button" className="button" onClick={() => void sendNow()}>
              <Trans>Send now</Trans>
            </button>
          )}
        </div>
      )}
    </div>
  )
}
