import { Trans } from '@lingui/react/macro'
import { Modal } from './Modal'
import { answerConfirm, usePendingAction } from './confirm-state'

export function ConfirmDialog() {
  const pending = usePendingAction()
  return (
    <Modal
      open={pending !== ''}
      title={<Trans>Confirm</Trans>}
      describedBy
      onCancel={() => answerConfirm(false)}
      actions={
        <>
          <button type="button" className="button" onClick={() => answerConfirm(true)}>
            <Trans>OK</Trans>
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
      <p>
        <Trans>Are you sure you want to continue?</Trans>
      </p>
    </Modal>
  )
}
