/**
 * The header's outbox link: shown while something waits to send or needs attention, with the
 * count. On narrow screens the word "Outbox" is hidden visually (it stays in the link's name)
 * so the header's controls still fit at 320 px. It reads the small status store (src/offline/status.ts), never the database, so it
 * costs the first load almost nothing and is right from the first frame (the store starts
 * from the references mirrored in localStorage).
 */
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useOutboxStatus } from '../../../offline/use-status'

export function OutboxBadge() {
  const { waiting, attention } = useOutboxStatus()
  const count = waiting + attention
  if (count === 0) return null
  return (
    <Link
      to="/outbox"
      className={attention > 0 ? 'outbox-badge outbox-badge--attention' : 'outbox-badge'}
    >
      <svg className="outbox-badge__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 13h5l1.5 3h5L16 13h5M5 5h14l2 8v6H3v-6z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="outbox-badge__label">
        <Trans>Outbox</Trans>
      </span>
      <span className="visually-hidden">
        {': '}
        <Plural value={waiting} one="# waiting to send" other="# waiting to send" />
        {attention > 0 && (
          <>
            {', '}
            <Plural value={attention} one="# needs attention" other="# need attention" />
          </>
        )}
      </span>
      <span className="outbox-badge__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  )
}
