/**
 * The checks asked offline that were answered, or dropped, since the app opened
 * (waiting-checks.ts): said on every Verify page, above the recent checks where each answer
 * stays, as a polite live region, until dismissed. Loaded only when there is one to show
 * (RecentChecks.tsx).
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { dismissAnswered, useAnswered, type Answered } from '../background'
import type { HistoryVerdict } from '../history'
import { KIND, VERDICT } from './history-words'

export default function AnsweredNotices() {
  const items = useAnswered()
  if (items.length === 0) return null
  return (
    <div className="notice outbox-notice" role="status">
      <p>
        <Trans>Checks you asked while offline have been answered:</Trans>
      </p>
      <ul>
        {items.map((item, index) => (
          <AnsweredItem key={`${index}|${item.kind}|${item.input}`} item={item} />
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={dismissAnswered}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  )
}

function AnsweredItem({ item }: { item: Answered }) {
  const { i18n } = useLingui()
  const kind = i18n._(KIND[item.kind])
  const input = item.input
  const verdict = i18n._(VERDICT[item.verdict as HistoryVerdict] ?? VERDICT.not_found)
  return (
    <li>
      <Trans>
        {kind}: <strong>{input}</strong>, {verdict}
      </Trans>
    </li>
  )
}
