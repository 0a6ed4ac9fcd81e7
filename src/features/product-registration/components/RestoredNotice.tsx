/**
 * "Your answers from … are back": shown only when a draft came back, so it and its date format
 * (shared/dates.ts) load then, not with the page (DraftNotice.tsx).
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { formatDate, isAppLocale } from '../../../shared/dates'

export function RestoredNotice({ restoredAt }: { restoredAt: Date }) {
  const { i18n } = useLingui()
  const locale = isAppLocale(i18n.locale) ? i18n.locale : 'en'
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
