/**
 * "Clear this device": for a shared or borrowed phone, removes every form started and every
 * submission kept here (clear-device.ts). It cannot be undone, so the confirm dialog says how
 * many submissions have not been sent and would be lost with it: all of them, including any
 * the portal's Quick exit hid from the portal's own outbox page, since all of them go.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { askConfirm } from '../../../components/dialogs/confirm-state'
import { useEntries } from '../../../offline/use-outbox'
import { clearDevice } from '../clear-device'

export function ClearDevice() {
  const { t } = useLingui()
  const entries = useEntries()
  const unsent = entries?.filter((entry) => entry.state !== 'delivered').length ?? 0
  const [cleared, setCleared] = useState(false)
  const [busy, setBusy] = useState(false)
  const status = useRef<HTMLParagraphElement>(null)

  async function clear() {
    const confirmed = await askConfirm('clear-device', {
      question: t`Clear this device?`,
      warning:
        unsent === 0 ? (
          <Trans>Every form you started on this device will be deleted.</Trans>
        ) : (
          <Plural
            value={unsent}
            one="# submission has not been sent yet. It will be lost, and every form you started on this device will be deleted."
            other="# submissions have not been sent yet. They will be lost, and every form you started on this device will be deleted."
          />
        ),
      confirm: t`Clear this device`,
    })
    if (!confirmed) return
    setBusy(true)
    try {
      await clearDevice()
      setCleared(true)
      status.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="clear-device">
      <h2 id="clear-device">
        <Trans>Clear this device</Trans>
      </h2>
      <p>
        <Trans>
          If other people use this phone or computer, you can delete from it every form you started
          and every submission kept here, sent or not.
        </Trans>
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => void clear()}
      >
        <Trans>Clear this device</Trans>
      </button>
      <p ref={status} tabIndex={-1} role="status">
        {cleared && <Trans>This device has been cleared.</Trans>}
      </p>
    </section>
  )
}
