import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { formatDate, isAppLocale } from '../../../shared/dates'

/** An epoch time as day/month/year and time, in the active language. */
export function useFormatTime() {
  const { i18n } = useLingui()
  const locale = isAppLocale(i18n.locale) ? i18n.locale : 'en'
  return useCallback(
    (value: number) => formatDate(new Date(value), 'dayMonthYearTime', locale),
    [locale],
  )
}
