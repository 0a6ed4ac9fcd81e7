/**
 * The outbox's page-wide notices (NoticesPanel.tsx), loaded only when there is one to show:
 * they are rare, and this slot is in every page's first load.
 */
import { Suspense } from 'react'
import { lazyExtra } from '../../../components/lazy-extra'
import { useOutboxStatus } from '../../../offline/use-status'

const NoticesPanel = lazyExtra(() => import('./NoticesPanel').then((m) => m.default))

export function OutboxNotices() {
  const { deliveredWhileClosed, lost } = useOutboxStatus()
  if (deliveredWhileClosed.length === 0 && lost.length === 0) return null
  return (
    <Suspense fallback={null}>
      <NoticesPanel />
    </Suspense>
  )
}
