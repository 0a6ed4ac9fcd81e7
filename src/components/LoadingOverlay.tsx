import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { cancelForeground, useForeground, useProcessing } from '../gateway/status'

/** A call that has not answered by then may be hanging: the Cancel button appears. */
export const CANCEL_AFTER_MS = 1500

/**
 * Visible while the processing counter is above 0 (001 section 4). The live region is always
 * in the page so that screen readers announce "Loading" when it fills.
 *
 * The overlay covers the page, so a call that hangs would hold the person for its whole
 * timeout (30 s). After a moment it offers Cancel (issue 9, item 4), which aborts the calls
 * behind it; it takes focus then, since nothing under the overlay can be used, and gives focus
 * back to where it was once the overlay goes.
 */
export function LoadingOverlay() {
  const busy = useProcessing() > 0
  const cancellable = useForeground() > 0
  const [slow, setSlow] = useState(false)
  const [cancelled, setCancelled] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (!busy) {
      setSlow(false)
      return
    }
    setCancelled(false)
    const timer = setTimeout(() => setSlow(true), CANCEL_AFTER_MS)
    return () => clearTimeout(timer)
  }, [busy])

  const offer = busy && slow && cancellable
  useEffect(() => {
    if (!offer) return
    returnTo.current = document.activeElement as HTMLElement | null
    button.current?.focus()
    return () => {
      const back = returnTo.current
      returnTo.current = null
      if (
        back?.isConnected &&
        (document.activeElement === document.body || !document.activeElement)
      )
        back.focus()
    }
  }, [offer])

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
        {offer && (
          <button
            ref={button}
            type="button"
            className="button button--secondary"
            onClick={() => {
              setCancelled(true)
              cancelForeground()
            }}
          >
            <Trans>Cancel</Trans>
          </button>
        )}
      </div>
    </div>
  )
}
