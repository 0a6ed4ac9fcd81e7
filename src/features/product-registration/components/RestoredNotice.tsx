/**
 * "Your answers from … are back": shown only when a draft came back, so it and its date format
 * (shared/dates.ts) load then, not with the page (DraftNotice.tsx).
 */
import { Trans } from '@lingui/react/macro'
import { formatDate } from '../../../shared/dates'
import { useAppLocale } from '../../../i18n/locales'

export function RestoredNotice({ restoredAt }: { restoredAt: Date }) {
  const locale = useAppLocale()
  const date = formatDate(restoredAt, 'fullWithTime', locale)
  return (
    <div className="notice">
      <p>
        <strong>
          <Trans>Your answers from {date} are back.</Trans>
        </strong>
      </p>
      <p>
        <Trans>
          They are kept on this device until you submit the registration. To clear them, select
          Start again at the end of the form.
        </Trans>
      </p>
    </div>
  )
}
