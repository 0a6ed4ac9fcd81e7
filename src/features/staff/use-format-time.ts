/**
 * Times of the staff pages (sign-ins, audit rows) as day/month/year with the time, in
 * Botswana's time zone whatever the device's, so they match the audit log's day filters.
 * Days (an exclusion's dates, 'YYYY-MM-DD') in words, "2 March 2028", as the calendar day
 * they are.
 */
import { useCallback } from 'react'
import { formatDate, intlLocale } from '../../shared/dates'
import { longDate } from '../../shared/exclusion-period'
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

export function useFormatDay() {
  const locale = useAppLocale()
  return useCallback((day: string) => longDate(day, intlLocale(locale)), [locale])
}
