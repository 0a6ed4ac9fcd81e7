/**
 * Offers a new version and never reloads by itself, so a half-filled form is never lost
 * (STYLE.md convention 8). Registration happens only in a production build.
 */
import { Trans } from '@lingui/react/macro'
import { useRegisterSW } from 'virtual:pwa-register/react'

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true })

  if (!needRefresh) return null
  return (
    <div className="update-prompt" role="status">
      <p>
        <Trans>A new version is available</Trans>
      </p>
      <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
        <Trans>Reload</Trans>
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setNeedRefresh(false)}
      >
        <Trans>Not now</Trans>
      </button>
    </div>
  )
}
