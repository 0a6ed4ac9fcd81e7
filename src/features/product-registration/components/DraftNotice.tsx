/**
 * Tells the person what the device keeps of this form: that answers from
 * before are back (on a shared phone they may not be theirs), until when they are kept, and,
 * after Start again, that they are gone. A polite live region, on the page from the start so
 * that what fills it is read out once; the words about answers that came back load with them
 * (RestoredNotice.tsx).
 */
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'

const RestoredNotice = lazy(() =>
  import('./RestoredNotice').then((module) => ({ default: module.RestoredNotice })),
)

export function DraftNotice({
  restoredAt,
  startedAgain,
}: {
  restoredAt: Date | undefined
  startedAgain: boolean
}) {
  return (
    <div role="status">
      {restoredAt && (
        <Suspense fallback={null}>
          <RestoredNotice restoredAt={restoredAt} />
        </Suspense>
      )}
      {startedAgain && (
        <p className="notice">
          <Trans>Your answers have been removed from this device.</Trans>
        </p>
      )}
    </div>
  )
}
