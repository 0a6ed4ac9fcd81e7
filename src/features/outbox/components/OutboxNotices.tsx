/**
 * The outbox's page-wide notices (NoticesPanel.tsx), loaded only when there is one to show:
 * they are rare, and this slot is in every page's first load.
 */
import { lazy, Suspense } from 'react'
import { useOutboxStatus } from '../../../offline/use-status'

const NoticesPanel = lazy(() => import('./NoticesPanel'))

export function OutboxNotices() {
  const { deliveredWhileClosed, lost } = useOutboxStatus()
  if (deliveredWhileClosed.length === 0 && lost.length === 0) return null
  return (
    <Suspense fallback={null}>
      <NoticesPanel />
    </Suspense>
  )
}
