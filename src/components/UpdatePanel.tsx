/**
 * The offer of a new version (UpdatePrompt.tsx), loaded only once there is one. A reload empties
 * the forms on the page, so Reload first asks when one holds input that was not submitted
 * (src/drafts/unsaved.ts): it says whether what was typed is kept on this
 * device as a draft or would be lost, and saves the drafts before reloading.
 */
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { flushUnsaved, unsavedForms } from '../drafts/unsaved'
import type { Activate } from '../offline/service-worker'

interface Props {
  /** Tells the waiting service worker to take over (src/offline/service-worker.ts). */
  activate: Activate
  onDismiss: () => void
}

export default function UpdatePanel({ activate, onDismiss }: Props) {
  // What the page holds when Reload is pressed: 'kept' (drafts) or 'lost'.
  const [warning, setWarning] = useState<'kept' | 'lost'>()

  const reload = async () => {
    await flushUnsaved()
    const reloadPage = () => window.location.reload()
    navigator.serviceWorker.addEventListener('controllerchange', reloadPage, { once: true })
    // Another tab let the new version take over already: it controls this page too.
    if (!activate()) {
      navigator.serviceWorker.removeEventListener('controllerchange', reloadPage)
      reloadPage()
    }
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
          onDismiss()
        }}
      >
        <Trans>Not now</Trans>
      </button>
    </div>
  )
}
