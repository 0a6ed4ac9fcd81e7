/** Numbers in the reader's language through Intl (src/shared/dates.ts), never Lingui's locale key. */
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { formatNumber, isAppLocale } from '../../shared/dates'

export function useFormatNumber(): (value: number) => string {
  const { i18n } = useLingui()
  const locale = isAppLocale(i18n.locale) ? i18n.locale : 'en'
  return useCallback((value: number) => formatNumber(value, locale), [locale])
}
