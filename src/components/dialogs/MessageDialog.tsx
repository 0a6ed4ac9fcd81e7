import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { loadValidationMessages, renderMessage } from '../../gateway/render-message'
import { clearMessages, useMessages } from '../../gateway/status'
import { Modal } from './Modal'

/** "Message(s)": opens whenever the message list becomes non-empty (001 section 4). */
export function MessageDialog() {
  const { i18n } = useLingui()
  const messages = useMessages()
  const [, setTranslated] = useState(0)

  const open = messages.length > 0

  // Gateway texts are translated once the validation table is in (render-message.ts); it
  // loads with the first request, or here when something else fills the dialog.
  useEffect(() => {
    if (open) void loadValidationMessages().then(() => setTranslated((n) => n + 1))
  }, [open])

  return (
    <Modal
      open={open}
      title={<Trans>Message(s)</Trans>}
      describedBy
      onCancel={clearMessages}
      actions={
        <button type="button" className="button" onClick={clearMessages}>
          <Trans>OK</Trans>
        </button>
      }
    >
      <ul className="message-list">
        {messages.map((message, index) => (
          <li key={index}>{renderMessage(i18n, message)}</li>
        ))}
      </ul>
    </Modal>
  )
}
