/**
 * Offers a new version and never reloads by itself, so a half-filled form is never lost
 * (STYLE.md convention 8). Registration happens only in a production build. The shell loads
 * this module after the first paint (src/routes/__root.tsx): registering the service worker
 * can wait, and workbox-window stays out of the first page's JavaScript.
 *
 * Reload is ours, not workbox-window's: workbox-window reloads on `controlling` only for an
 * update it classed as its own, and an update the browser finds by itself later (more than a
 * minute after registration) is classed as external, so its Reload did nothing (seen in
 * Chromium 156; tests/browser/update.test.ts).
 *
 * A reload empties the forms on the page, so Reload first asks when one holds input that was
 * not submitted (src/drafts/unsaved.ts, issue 9 item 6): it says whether what was typed is kept
 * on this device as a draft or would be lost, and saves the drafts before reloading.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { flushUnsaved, unsavedForms } from '../drafts/unsaved'

/** Long-lived tabs look for a new version hourly, as well as on each navigation. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS)
    },
  })

  // What the page holds when Reload is pressed: 'kept' (drafts) or 'lost'.
  const [warning, setWarning] = useState<'kept' | 'lost'>()

  if (!needRefresh) return null

  const reload = async () => {
    await flushUnsaved()
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    })
    void updateServiceWorker(true)
  }

  const askFirst = () => {
    const forms = unsavedForms()
    if (forms.length === 0) return void reload()
    setWarning(forms.every((form) => form.keptAsDraft) ? 'kept' : 'lost')
  }

  return (
    <div className="update-prompt" role="status">
      <p>
        <Trans>A new version is available</Trans>
      </p>
      {warning === 'kept' && (
        <p className="update-prompt__warning">
          <Trans>
            You have started a form on this page. What you typed is saved on this device and will be
            there after the update.
          </Trans>
        </p>
      )}
      {warning === 'lost' && (
        <p className="update-prompt__warning">
          <Trans>
            You have started a form on this page. Reloading now will lose what you typed: finish it
            first, or choose Not now.
          </Trans>
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={() => (warning ? void reload() : askFirst())}
      >
        {warning === 'lost' ? (
          <Trans>Reload anyway</Trans>
        ) : warning === 'kept' ? (
          <Trans>Reload now</Trans>
        ) : (
          <Trans>Reload</Trans>
        )}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setWarning(undefined)
          setNeedRefresh(false)
        }}
      >
        <Trans>Not now</Trans>
      </button>
    </div>
  )
}
