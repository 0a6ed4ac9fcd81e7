/**
 * What a person should know before going on: that answers from last time were kept (and how to
 * start again), or that the service refused this submission and it is being corrected. Loaded
 * only when there is one of them to say (JourneyNotices.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { askConfirm } from '../../components/dialogs/confirm-state'
import type { JourneyState } from '../use-journey'

export default function Notices({ state }: { state: JourneyState }) {
  const { t } = useLingui()
  const { correcting } = state
  if (correcting) {
    return (
      <p className="notice">
        <Trans>
          The service did not accept {correcting}. Correct the answers marked below and submit it
          again.
        </Trans>
      </p>
    )
  }
  if (!state.resumed) return null
  return (
    <div className="notice">
      <p>
        <Trans>Your answers from last time are kept on this device.</Trans>
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() =>
          void askConfirm(t`Start again and delete your answers`).then((ok) => {
            if (ok) void state.startAgain()
          })
        }
      >
        <Trans>Start again</Trans>
      </button>
    </div>
  )
}
