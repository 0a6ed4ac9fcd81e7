/**
 * Every message sent (or waiting to be sent) about a case, oldest first: what it is, by which
 * channel, to whom (the address is removed 30 days after sending, the row stays), its state
 * with its dates and attempts, and for a failure the sender's code, never a server's words
 * (docs/decisions.md, "Messages"). A card each, like the history, to fit a phone.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { CaseMessage } from '../../../shared/schemas/staff-cases'
import { labelOr } from '../case-labels'
import { CHANNEL_LABELS, MESSAGE_KIND_LABELS, MESSAGE_STATE_LABELS } from '../exclusion-labels'
import { useFormatTime } from '../use-format-time'
import { Fold } from './Fold'

function What({ kind }: { kind: string }) {
  const { i18n } = useLingui()
  const label = labelOr(MESSAGE_KIND_LABELS, kind)
  return label ? i18n._(label) : <Trans>Other message ({kind})</Trans>
}

export function CaseMessages({ messages }: { messages: CaseMessage[] }) {
  const { i18n } = useLingui()
  const time = useFormatTime()
  return (
    <Fold id="case-messages-title" title={<Trans>Messages</Trans>}>
      {messages.length === 0 ? (
        <p>
          <Trans>No message has been sent about this case.</Trans>
        </p>
      ) : (
        <ol className="staff-list">
          {messages.map((message) => (
            <li key={message.id} className="staff-list__item">
              <p className="staff-list__title">
                <What kind={message.kind} />
              </p>
              <dl>
                <dt>
                  <Trans>Channel</Trans>
                </dt>
                <dd>{i18n._(CHANNEL_LABELS[message.channel])}</dd>
                <dt>
                  <Trans>Recipient</Trans>
                </dt>
                <dd>{message.recipient ?? <Trans>Removed after 30 days</Trans>}</dd>
                <dt>
                  <Trans>State</Trans>
                </dt>
                <dd>{i18n._(MESSAGE_STATE_LABELS[message.state])}</dd>
                <dt>
                  <Trans>Queued</Trans>
                </dt>
                <dd>{time(message.createdAt)}</dd>
                {message.sentAt && (
                  <>
                    <dt>
                      <Trans>Sent</Trans>
                    </dt>
                    <dd>{time(message.sentAt)}</dd>
                  </>
                )}
                {message.failedAt && (
                  <>
                    <dt>
                      <Trans>Failed</Trans>
                    </dt>
                    <dd>{time(message.failedAt)}</dd>
                  </>
                )}
                <dt>
                  <Trans>Attempts</Trans>
                </dt>
                <dd>{message.attempts}</dd>
                {message.error && (
                  <>
                    <dt>
                      <Trans>Error code</Trans>
                    </dt>
                    <dd>
                      <code>{message.error}</code>
                    </dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </Fold>
  )
}
