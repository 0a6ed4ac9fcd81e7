/** Numbers in the reader's language through Intl (src/shared/dates.ts), never Lingui's locale key. */
import { useCallback } from 'react'
import { formatNumber } from '../../shared/dates'
import { useAppLocale } from '../../i18n/locales'

export function useFormatNumber(): (value: number) => string {
  const locale = useAppLocale()
  return useCallback((value: number) => formatNumber(value, locale), [locale])
}
