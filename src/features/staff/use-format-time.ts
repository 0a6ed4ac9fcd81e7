/**
 * Times of the staff pages (sign-ins, audit rows) as day/month/year with the time, in
 * Botswana's time zone whatever the device's, so they match the audit log's day filters.
 */
import { useCallback } from 'react'
import { formatDate } from '../../shared/dates'
import { useAppLocale } from '../../i18n/locales'

export const STAFF_TIME_ZONE = 'Africa/Gaborone'

export function useFormatTime() {
  const locale = useAppLocale()
  return useCallback(
    (value: string) =>
      formatDate(value, 'dayMonthYearTime', locale, { timeZone: STAFF_TIME_ZONE }) || value,
    [locale],
  )
}
