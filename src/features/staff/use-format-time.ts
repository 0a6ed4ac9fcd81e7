/**
 * Times of the staff pages (sign-ins, audit rows) as day/month/year with the time, in
 * Botswana's time zone whatever the device's, so they match the audit log's day filters.
 */
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { formatDate, isAppLocale } from '../../shared/dates'

export const STAFF_TIME_ZONE = 'Africa/Gaborone'

export function useFormatTime() {
  const { i18n } = useLingui()
  const locale = isAppLocale(i18n.locale) ? i18n.locale : 'en'
  return useCallback(
    (value: string) =>
      formatDate(value, 'dayMonthYearTime', locale, { timeZone: STAFF_TIME_ZONE }) || value,
    [locale],
  )
}
