import { Trans } from '@lingui/react/macro'
import { Suspense, useEffect, useState } from 'react'
import { useProcessing } from '../gateway/status'
import { lazyExtra } from './lazy-extra'

// Its Cancel button, with its timer and focus, loads at the first call (CancelOffer.tsx).
const CancelOffer = lazyExtra(() => import('./CancelOffer').then((module) => module.default))

/**
 * Visible while the processing counter is above 0 (docs/design.md section 4). The live region is always
 * in the page so that screen readers announce "Loading" when it fills; after a moment a call
 * that hangs can be cancelled (CancelOffer.tsx).
 */
export function LoadingOverlay() {
  const busy = useProcessing() > 0
  const [cancelled, setCancelled] = useState(false)
  const [called, setCalled] = useState(false)

  useEffect(() => {
    if (!busy) return
    setCancelled(false)
    setCalled(true)
  }, [busy])

  return (
    <div className={busy ? 'loading loading--busy' : 'loading'} aria-hidden={!busy && !cancelled}>
      <div className="loading__box">
        <span className="loading__status" role="status">
          {busy && (
            <>
              <span className="loading__spinner" aria-hidden="true" />
              <Trans>Loading…</Trans>
            </>
          )}
          {!busy && cancelled && <Trans>Cancelled</Trans>}
        </span>
        {called && (
          <Suspense fallback={null}>
            <CancelOffer busy={busy} onCancel={() => setCancelled(true)} />
          </Suspense>
        )}
      </div>
    </div>
  )
}
