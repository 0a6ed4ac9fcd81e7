import { Trans } from '@lingui/react/macro'
import { useProcessing } from '../gateway/status'

/**
 * Visible while the processing counter is above 0 (001 section 4). The live region is always
 * in the page so that screen readers announce "Loading" when it fills.
 */
export function LoadingOverlay() {
  const busy = useProcessing() > 0
  return (
    <div className={busy ? 'loading loading--busy' : 'loading'} aria-hidden={!busy}>
      <div className="loading__box" role="status">
        {busy && (
          <>
            <span className="loading__spinner" aria-hidden="true" />
            <Trans>Loading…</Trans>
          </>
        )}
      </div>
    </div>
  )
}
