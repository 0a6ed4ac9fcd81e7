/**
 * The install offer (install-state.ts decides when): a small panel at the foot of the page,
 * not a dialog, so it never takes focus from what the person is doing. Loaded only when offered.
 * It floats over the page, which keeps room for it below its end while it shows.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useRoomBelowThePage } from '../../components/use-room-below'
import { dismiss, install, type Offer } from './install-state'

export default function InstallPanel({ offer }: { offer: Exclude<Offer, 'none'> }) {
  const { t } = useLingui()
  const ref = useRoomBelowThePage<HTMLElement>()
  return (
    <section ref={ref} className="install-prompt" aria-label={t`Install the app`}>
      {offer === 'prompt' ? (
        <p>
          <Trans>Install ScamLock on this device to open it quickly, even offline.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            To install ScamLock on this device, tap the Share button, then Add to Home Screen.
          </Trans>
        </p>
      )}
      {offer === 'prompt' && (
        <button type="button" className="button" onClick={() => void install()}>
          <Trans>Install</Trans>
        </button>
      )}
      <button type="button" className="button button--secondary" onClick={dismiss}>
        {offer === 'prompt' ? <Trans>Not now</Trans> : <Trans>Dismiss</Trans>}
      </button>
    </section>
  )
}
