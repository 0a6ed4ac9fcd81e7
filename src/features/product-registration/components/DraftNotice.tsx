/**
 * Tells the person what the device keeps of this form (issue 9, item 6): that answers from
 * before are back (on a shared phone they may not be theirs), until when they are kept, and,
 * after Start again, that they are gone. A polite live region, so it is read out once.
 */
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { formatDate, isAppLocale } from '../../../shared/dates'

export function DraftNotice({
  restoredAt,
  startedAgain,
}: {
  restoredAt: Date | undefined
  startedAgain: boolean
}) {
  const { i18n } = useLingui()
  const locale = isAppLocale(i18n.locale) ? i18n.locale : 'en'
  const date = restoredAt ? formatDate(restoredAt, 'fullWithTime', locale) : ''
  return (
    <div role="status">
      {restoredAt && (
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
      )}
      {startedAgain && (
        <p className="notice">
          <Trans>Your answers have been removed from this device.</Trans>
        </p>
      )}
    </div>
  )
}
