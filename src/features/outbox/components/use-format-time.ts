import { useCallback } from 'react'
import { formatDate } from '../../../shared/dates'
import { useAppLocale } from '../../../i18n/locales'

/** An epoch time as day/month/year and time, in the active language. */
export function useFormatTime() {
  const locale = useAppLocale()
  return useCallback(
    (value: number) => formatDate(new Date(value), 'dayMonthYearTime', locale),
    [locale],
  )
}
