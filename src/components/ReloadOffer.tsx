/**
 * The offer to reload a page a part of which cannot be loaded any more (src/chunk-retry.ts): a
 * module it needs failed to load once (the connection dropped while it came) and this browser
 * keeps that failure for the life of the page, as many do, so only a new page can load it. As
 * the update offer does (UpdatePanel.tsx), it never reloads by itself and never takes focus: it
 * says whether what was typed in a form is kept (a draft, saved first) or would be lost, and the
 * person chooses. Loaded only then, into a root of its own: the app's may be what is stuck.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { flushUnsaved, unsavedForms } from '../drafts/unsaved'
import { useRoomBelowThePage } from './use-room-below'

let container: HTMLElement | undefined

function Offer({ onDismiss }: { onDismiss: () => void }) {
  const [forms] = useState(unsavedForms)
  const lost = forms.some((form) => !form.keptAsDraft)
  // It floats at the foot: the page keeps room for it, so that nothing is out of reach under it.
  const ref = useRoomBelowThePage<HTMLDivElement>()
  return (
    <div ref={ref} className="update-prompt" role="status">
      <p>
        <Trans>Part of this page could not be loaded. Reload the page to load it again.</Trans>
      </p>
      {forms.length > 0 && (
        <p className="update-prompt__warning">
          {lost ? (
            <Trans>
              Reloading now will lose what you typed in the form on this page: finish it first, or
              choose Not now.
            </Trans>
          ) : (
            <Trans>
              What you typed in the form on this page is saved on this device and will be there
              after the reload.
            </Trans>
          )}
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={() => void flushUnsaved().then(() => window.location.reload())}
      >
        <Trans>Reload</Trans>
      </button>
      <button type="button" className="button button--secondary" onClick={onDismiss}>
        <Trans>Not now</Trans>
      </button>
    </div>
  )
}

/** Shows the offer, once at a time. */
export function offerReload(): void {
  if (container) return
  const element = document.createElement('div')
  container = element
  document.body.append(element)
  const root = createRoot(element)
  const dismiss = () => {
    root.unmount()
    element.remove()
    container = undefined
  }
  root.render(
    <I18nProvider i18n={i18n}>
      <Offer onDismiss={dismiss} />
    </I18nProvider>,
  )
}
