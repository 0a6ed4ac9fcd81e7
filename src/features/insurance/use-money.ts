/**
 * Amounts in pula through Intl, in the reader's language: 'P 1,234.50' in English. One format
 * for every amount (formatCurrency, src/shared/dates.ts), payouts included: a page that wrote
 * 'P 65,000' beside 'P 27.50' read as two kinds of figure, and the PDF and the staff pages
 * wrote them the long way.
 */
import { useCallback } from 'react'
import { formatCurrency } from '../../shared/dates'
import { useAppLocale } from '../../i18n/locales'

export function useMoney(): (amount: number) => string {
  const locale = useAppLocale()
  return useCallback((amount: number) => formatCurrency(amount, locale), [locale])
}
