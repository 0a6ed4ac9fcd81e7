/**
 * The install offer (install-state.ts decides when): a small panel at the foot of the page,
 * not a dialog, so it never takes focus from what the person is doing. Loaded only when offered.
 *
 * It floats over the page, so while it shows the page keeps room for it below its end (and a
 * focused control is scrolled above it): otherwise the last lines and links of a page, the
 * footer's or a form's Submit, could not be uncovered at all on a phone (`--foot-panel-space`,
 * styles.css).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef } from 'react'
import { dismiss, install, type Offer } from './install-state'

// Its distance from the bottom of the window (1rem) and as much again between it and the page.
const GAP_PX = 32

function useRoomBelowThePage() {
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const panel = ref.current
    if (!panel) return
    const root = document.documentElement
    const reserve = () =>
      root.style.setProperty('--foot-panel-space', `${panel.offsetHeight + GAP_PX}px`)
    reserve()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve)
    observer?.observe(panel)
    return () => {
      observer?.disconnect()
      root.style.removeProperty('--foot-panel-space')
    }
  }, [])
  return ref
}

export default function InstallPanel({ offer }: { offer: Exclude<Offer, 'none'> }) {
  const { t } = useLingui()
  const ref = useRoomBelowThePage()
  return (
    <section ref={ref} className="install-prompt" aria-label={t`Install the app`}>
      {offer === 'prompt' ? (
        <p>
          <Trans>Install ScamLock on this device to open it quickly, even offline.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            To install ScamLock on this device, tap the Share button, then Add to Home Screen.
          </Trans>
        </p>
      )}
      {offer === 'prompt' && (
        <button type="button" className="button" onClick={() => void install()}>
          <Trans>Install</Trans>
        </button>
      )}
      <button type="button" className="button button--secondary" onClick={dismiss}>
        {offer === 'prompt' ? <Trans>Not now</Trans> : <Trans>Dismiss</Trans>}
      </button>
    </section>
  )
}
