/**
 * Recently delivered submissions: only their title, reference and time stay on the device
 * (their fields and files were deleted on delivery), so the user can find a reference again.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { OutboxEntry } from '../../../offline/outbox'
import { useFormatTime } from './use-format-time'

export function DeliveredList({ entries }: { entries: readonly OutboxEntry[] }) {
  const { i18n } = useLingui()
  const formatTime = useFormatTime()
  if (entries.length === 0) return null
  return (
    <section aria-labelledby="outbox-delivered">
      <h2 id="outbox-delivered">
        <Trans>Delivered</Trans>
      </h2>
      <ul className="outbox-delivered">
        {entries.map((entry) => {
          const title = i18n._(entry.title)
          const when = formatTime(entry.deliveredAt ?? entry.updatedAt)
          return (
            <li key={entry.reference}>
              <Link to="/submitted/$reference" params={{ reference: entry.reference }}>
                {entry.reference}
              </Link>{' '}
              <Trans>
                {title}, delivered {when}
              </Trans>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
