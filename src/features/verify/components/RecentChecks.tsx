/**
 * The recent checks kept on this device, under each form. A new visitor has none, so the list
 * (RecentChecksList.tsx, with its date formatting) loads only once there is one to show
 * (docs/design.md section 7). Once shown it stays, so that after "Clear history" it can say
 * the history was cleared. Above it, the checks asked offline that were answered since the app
 * opened (AnsweredNotices.tsx), also loaded only when there is one.
 */
import { Suspense, useState } from 'react'
import { lazyExtra } from '../../../components/lazy-extra'
import { useAnswered } from '../background'
import { useHistory } from '../history'

const RecentChecksList = lazyExtra(() => import('./RecentChecksList').then((m) => m.default))
const AnsweredNotices = lazyExtra(() => import('./AnsweredNotices').then((m) => m.default))

export function RecentChecks() {
  const entries = useHistory()
  const answered = useAnswered()
  const [shown, setShown] = useState(false)
  if (entries.length > 0 && !shown) setShown(true)
  if (!shown && entries.length === 0) return null
  return (
    <Suspense fallback={null}>
      {answered.length > 0 && <AnsweredNotices />}
      <RecentChecksList />
    </Suspense>
  )
}
