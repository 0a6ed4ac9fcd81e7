/**
 * Amounts in pula through Intl, in the reader's language: 'P 1,234.50' in English. Payouts
 * read better whole ('P 65,000'): `whole` drops the thebe when there are none.
 */
import { useCallback, useEffect } from 'react'
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

/**
 * Makes this language's money formats in a task of their own while the catalogue is on its
 * way. The page's first Intl format pays for the engine's locale data (measured in Chromium
 * slowed four times: 60 to 130 ms); made while the catalogue is drawn, that time lengthened the
 * drawing's long task, which a phone's reader waits through (Total Blocking Time, docs/design.md
 * section 7). The formats are kept (shared/dates.ts), so the drawing then only uses them.
 */
export function useMoneyAhead(): void {
  const locale = useAppLocale()
  useEffect(() => {
    const timer = setTimeout(() => {
      formatMoney(0, locale, false)
      formatMoney(0, locale, true)
    })
    return () => clearTimeout(timer)
  }, [locale])
}
