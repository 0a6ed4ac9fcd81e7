/**
 * Amounts in pula through Intl, in the reader's language: 'P 1,234.50' in English. Payouts
 * read better whole ('P 65,000'): `whole` drops the thebe when there are none.
 */
import { useCallback } from 'react'
import { formatCurrency, formatNumber, type AppLocale } from '../../shared/dates'
import { useAppLocale } from '../../i18n/locales'

const WHOLE: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'BWP',
  maximumFractionDigits: 0,
}

function formatMoney(amount: number, locale: AppLocale, whole: boolean): string {
  return whole && Number.isInteger(amount)
    ? formatNumber(amount, locale, WHOLE)
    : formatCurrency(amount, locale)
}

export function useMoney(): (amount: number, whole?: boolean) => string {
  const locale = useAppLocale()
  return useCallback(
    (amount: number, whole = false) => formatMoney(amount, locale, whole),
    [locale],
  )
}
