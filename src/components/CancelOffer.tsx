/**
 * The Cancel button of the loading overlay (LoadingOverlay.tsx). The overlay covers the page,
 * so a call that hangs would hold the person for its whole timeout (30 s). After a moment it
 * offers Cancel, which aborts the calls behind it; it takes focus then, since nothing under the
 * overlay can be used, and gives focus back to where it was once the overlay goes. Loaded at
 * the first call, not with every page.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { cancelForeground, useForeground } from '../gateway/status'

/** A call that has not answered by then may be hanging: the Cancel button appears. */
export const CANCEL_AFTER_MS = 1500

export default function CancelOffer({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const cancellable = useForeground() > 0
  const [slow, setSlow] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (!busy) {
      setSlow(false)
      return
    }
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

  if (!offer) return null
  return (
    <button
      ref={button}
      type="button"
      className="button button--secondary"
      onClick={() => {
        onCancel()
        cancelForeground()
      }}
    >
      <Trans>Cancel</Trans>
    </button>
  )
}
