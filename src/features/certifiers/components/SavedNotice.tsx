import { Trans } from '@lingui/react/macro'
import { formatDate } from '../../../shared/dates'
import type { Problem } from '../use-certifiers'
import { useAppLocale } from '../../../i18n/locales'

interface Props {
  problem: Problem | undefined
  /** When the list on screen is the copy kept on the device: when it was fetched. */
  savedAt: Date | undefined
  /** The list on screen is a search made on the device. */
  searchedOnDevice?: boolean
}

/**
 * Why the list on screen is not fresh, or why there is none (a failed "Load more" is told
 * beside its button, see MoreProblem). Inline, not in the message
 * dialog: offline is a normal state of this app (use-certifiers.ts). It sits inside the page's
 * live region, so it is read out together with the count.
 */
export function SavedNotice({ problem, savedAt, searchedOnDevice = false }: Props) {
  const locale = useAppLocale()

  if (savedAt) {
    const date = formatDate(savedAt, 'fullWithTime', locale)
    return (
      <div className="notice site-notice">
        <p className="notice__title">
          <Trans>Saved on this device: last updated {date}</Trans>
        </p>
        <p>
          {problem === 'unreachable' && searchedOnDevice ? (
            <Trans>
              The service cannot be reached, so this search was made on this device, in the list as
              it was last fetched. It may be out of date.
            </Trans>
          ) : problem === 'unreachable' ? (
            <Trans>
              The service cannot be reached, so this is the list as it was last fetched. It may be
              out of date.
            </Trans>
          ) : problem === 'failed' ? (
            <Trans>
              The list could not be refreshed, so this is the list as it was last fetched. It may be
              out of date.
            </Trans>
          ) : (
            <Trans>This is the list as it was last fetched. It may be out of date.</Trans>
          )}
        </p>
      </div>
    )
  }

  if (problem !== 'unreachable' && problem !== 'failed') return null
  return (
    <p className="notice site-notice">
      {problem === 'unreachable' ? (
        <Trans>
          The service cannot be reached, and no list of verification sites is saved on this device
          yet. Check your connection and try again.
        </Trans>
      ) : (
        <Trans>The verification sites could not be loaded. Try again later.</Trans>
      )}
    </p>
  )
}

/** Why "Load more" did not add anything, told beside the button (in a live region). */
export function MoreProblem({ problem }: { problem: Problem | undefined }) {
  if (problem === 'more-unreachable') {
    return (
      <p className="notice site-notice">
        <Trans>
          More sites could not be loaded because the service cannot be reached. Check your
          connection and try again.
        </Trans>
      </p>
    )
  }
  if (problem === 'more-failed') {
    return (
      <p className="notice site-notice">
        <Trans>More sites could not be loaded. Try again later.</Trans>
      </p>
    )
  }
  return null
}
