import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { renderMessage } from '../../gateway/render-message'
import { clearMessages, useMessages } from '../../gateway/status'
import { useValidation } from '../../i18n/use-validation'
import { Modal } from './Modal'

/** "Message(s)": opens whenever the message list becomes non-empty. */
export function MessageDialog() {
  const { i18n } = useLingui()
  const messages = useMessages()
  const open = messages.length > 0

  // Gateway texts are translated once the validation table is in (render-message.ts); it
  // loads with the first request, or here when something else fills the dialog, and the
  // dialog renders again when it arrives.
  useValidation(open)

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
