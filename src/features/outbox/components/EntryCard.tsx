/**
 * One entry of the outbox list: title, reference, state, attempts, next try and last error;
 * upload progress while it is being sent from this tab; Correct (for what the gateway refused)
 * and Remove. An entry being sent cannot be removed: its upload may already have arrived.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { errorText, fieldErrorTexts, STATE_LABELS } from '../../../offline/describe'
import type { OutboxEntry } from '../../../offline/outbox'
import { useOutboxStatus } from '../../../offline/use-status'
import { fileProgress, useFormatMegabytes } from './upload-amounts'
import { useFormatTime } from './use-format-time'

interface Props {
  entry: OutboxEntry
  onRemove: (reference: string) => void
}

export function EntryCard({ entry, onRemove }: Props) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const formatTime = useFormatTime()
  const megabytes = useFormatMegabytes()
  const { progress } = useOutboxStatus()
  const { reference, state, lastError } = entry
  const headingId = `outbox-${reference}`
  const mine = progress?.reference === reference && progress.total > 0 ? progress : undefined
  const correctHref = entry.correctPath
    ? `${entry.correctPath}?correct=${encodeURIComponent(reference)}`
    : undefined
  const className =
    state === 'needs-attention' ? 'card card--warning outbox-entry' : 'card outbox-entry'

  return (
    <li className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._(entry.title)}</h2>
      <dl>
        <dt>
          <Trans>Reference</Trans>
        </dt>
        <dd className="reference">{reference}</dd>
        <dt>
          <Trans>State</Trans>
        </dt>
        <dd>{i18n._(STATE_LABELS[state])}</dd>
        <dt>
          <Trans>Saved</Trans>
        </dt>
        <dd>{formatTime(entry.createdAt)}</dd>
        <dt>
          <Trans>Attempts</Trans>
        </dt>
        <dd>{entry.attempts}</dd>
        {state === 'waiting' && entry.nextTryAt > Date.now() && (
          <>
            <dt>
              <Trans>Next try</Trans>
            </dt>
            <dd>{formatTime(entry.nextTryAt)}</dd>
          </>
        )}
        {entry.fileCount > 0 && (
          <>
            <dt>
              <Trans>Files sent</Trans>
            </dt>
            <dd>
              {/* Each file's bytes the gateway confirmed (resumable uploads, src/offline/resumable.ts). */}
              <ul className="outbox-entry__files">
                {(fileProgress(entry) ?? [{ size: entry.bytes, sent: 0 }]).map((file, index) => {
                  const sent = megabytes(file.sent, true)
                  const size = megabytes(file.size)
                  return (
                    <li key={index}>
                      <Trans>
                        {sent} MB of {size} MB sent
                      </Trans>
                    </li>
                  )
                })}
              </ul>
            </dd>
          </>
        )}
        {lastError && (
          <>
            <dt>
              <Trans>Last error</Trans>
            </dt>
            <dd>{errorText(i18n, lastError)}</dd>
          </>
        )}
      </dl>
      {lastError && fieldErrorTexts(i18n, lastError).length > 0 && (
        <ul className="outbox-entry__errors">
          {fieldErrorTexts(i18n, lastError).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {mine && (
        <p>
          <label htmlFor={`${headingId}-progress`}>
            <Trans>Upload progress</Trans>
          </label>{' '}
          <progress id={`${headingId}-progress`} max={mine.total} value={mine.loaded} />
        </p>
      )}
      <div className="outbox-entry__actions">
        {state === 'needs-attention' && correctHref && (
          <a
            className="button"
            href={correctHref}
            onClick={(event) => {
              event.preventDefault()
              void navigate({ href: correctHref })
            }}
          >
            <Trans>Correct</Trans> <span className="visually-hidden">{reference}</span>
          </a>
        )}
        {state !== 'sending' && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onRemove(reference)}
          >
            <Trans>Remove</Trans> <span className="visually-hidden">{reference}</span>
          </button>
        )}
      </div>
    </li>
  )
}
