import { Trans } from '@lingui/react/macro'
import { Modal } from './Modal'
import { answerConfirm, useConfirmWords, usePendingAction } from './confirm-state'

export function ConfirmDialog() {
  const pending = usePendingAction()
  const words = useConfirmWords()
  return (
    <Modal
      open={pending !== ''}
      title={<Trans>Confirm</Trans>}
      describedBy
      onCancel={() => answerConfirm(false)}
      actions={
        <>
          <button type="button" className="button" onClick={() => answerConfirm(true)}>
            {words?.confirm ?? <Trans>OK</Trans>}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => answerConfirm(false)}
          >
            <Trans>Cancel</Trans>
          </button>
        </>
      }
    >
      <p>{words?.question ?? <Trans>Are you sure you want to continue?</Trans>}</p>
      {words?.warning && (
        <p className="modal__warning">
          <strong>{words.warning}</strong>
        </p>
      )}
    </Modal>
  )
}
