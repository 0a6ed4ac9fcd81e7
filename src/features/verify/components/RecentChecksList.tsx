/**
 * The recent checks kept on this device (shown by RecentChecks.tsx), with "Clear history" behind
 * the confirm dialog (cleared only on OK). After clearing, the list is gone, so focus moves to
 * the section's heading, which now says the history was cleared (not lost to <body>).
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { askConfirm } from '../../../components/dialogs/confirm-state'
import { clearHistory, useHistory, type HistoryEntry } from '../history'
import { KIND, VERDICT } from './history-words'
import { useFormatDate } from './use-format-date'

export default function RecentChecksList() {
  const entries = useHistory()
  // Counts clears, so a second clear moves focus again.
  const [cleared, setCleared] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (cleared) heading.current?.focus()
  }, [cleared])

  if (entries.length === 0 && cleared === 0) return null

  const onClear = async () => {
    const answer = await askConfirm('verify-history.clear')
    if (!answer) return
    clearHistory()
    setCleared((count) => count + 1)
  }

  return (
    <section className="recent-checks" aria-labelledby="recent-checks-title">
      <h2 id="recent-checks-title" ref={heading} tabIndex={-1}>
        <Trans>Your recent checks</Trans>
      </h2>
      {entries.length === 0 ? (
        <p>
          <Trans>Your history has been cleared.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Kept on this device only, so you can look back at what you checked.</Trans>
          </p>
          <ul className="recent-checks__list">
            {entries.map((entry) => (
              <HistoryItem key={`${entry.kind}|${entry.input}`} entry={entry} />
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={onClear}>
            <Trans>Clear history</Trans>
          </button>
        </>
      )}
    </section>
  )
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const { i18n } = useLingui()
  const when = useFormatDate('dayMonthYearTime')
  const kind = i18n._(KIND[entry.kind])
  const verdict = i18n._(VERDICT[entry.verdict])
  const input = entry.input
  const time = when(entry.at)
  return (
    <li>
      <Trans>
        {kind}: <strong>{input}</strong>, {verdict}, <time dateTime={entry.at}>{time}</time>
      </Trans>
    </li>
  )
}
