/**
 * Amounts in pula through Intl, in the reader's language: 'P 1,234.50' in English. Payouts
 * read better whole ('P 65,000'): `whole` drops the thebe when there are none.
 */
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { formatCurrency, formatNumber, isAppLocale } from '../../shared/dates'

export function useMoney(): (amount: number, whole?: boolean) => string {
  const { i18n } = useLingui()
  const locale = isAppLocale(i18n.locale) ? i18n.locale : 'en'
  return useCallback(
    (amount: number, whole = false) =>
      whole && Number.isInteger(amount)
        ? formatNumber(amount, locale, {
            style: 'currency',
            currency: 'BWP',
            maximumFractionDigits: 0,
          })
        : formatCurrency(amount, locale),
    [locale],
  )
}
