import { useCallback } from 'react'
import { formatDate, type DateFormat } from '../../../shared/dates'
import { useAppLocale } from '../../../i18n/locales'

/** Formats a gateway date in the active language; text that is not a date is shown as is. */
export function useFormatDate(format: DateFormat = 'short') {
  const locale = useAppLocale()
  return useCallback(
    (value: string | undefined) => (value ? formatDate(value, format, locale) || value : undefined),
    [format, locale],
  )
}
