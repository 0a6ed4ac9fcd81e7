/**
 * The page-wide dialogs (docs/design.md section 4): "Message(s)" and "Confirm". Each loads only when it has
 * something to show: they are in every page, and most visits open neither (docs/design.md
 * section 7). What fills them (gateway/status.ts, confirm-state.ts) waits in its store
 * meanwhile; after one visit the service worker has both.
 */
import { Suspense } from 'react'
import { useMessages } from '../../gateway/status'
import { lazyExtra } from '../lazy-extra'
import { usePendingAction } from './confirm-state'

const MessageDialog = lazyExtra(() => import('./MessageDialog').then((m) => m.MessageDialog))
const ConfirmDialog = lazyExtra(() => import('./ConfirmDialog').then((m) => m.ConfirmDialog))

export function Dialogs() {
  const messages = useMessages()
  const pending = usePendingAction()
  return (
    <>
      {messages.length > 0 && (
        <Suspense fallback={null}>
          <MessageDialog />
        </Suspense>
      )}
      {pending !== '' && (
        <Suspense fallback={null}>
          <ConfirmDialog />
        </Suspense>
      )}
    </>
  )
}
