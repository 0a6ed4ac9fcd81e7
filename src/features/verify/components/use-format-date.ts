import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { formatDate, isAppLocale, type DateFormat } from '../../../shared/dates'

/** Formats a gateway date in the active language; text that is not a date is shown as is. */
export function useFormatDate(format: DateFormat = 'short') {
  const { i18n } = useLingui()
  const locale = isAppLocale(i18n.locale) ? i18n.locale : 'en'
  return useCallback(
    (value: string | undefined) => (value ? formatDate(value, format, locale) || value : undefined),
    [format, locale],
  )
}
