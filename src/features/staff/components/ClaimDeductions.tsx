/**
 * The claim's check "the deductions were paid" (server/src/insurance/deductions.ts,
 * claimDeductions): the month of death and the two before it, each with what the union received
 * against what was due and its state in words; Yes only when each was paid in full.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useAppLocale } from '../../../i18n/locales'
import { formatCurrency } from '../../../shared/dates'
import { monthInWords } from '../../../shared/date-words'
import type { ClaimDeductions as Deductions } from '../../../shared/schemas/staff-cases'

export function ClaimDeductions({ deductions }: { deductions: Deductions | null }) {
  const { t } = useLingui()
  const locale = useAppLocale()
  if (!deductions) {
    return (
      <dd>
        <Trans>No membership found: no deductions to check.</Trans>
      </dd>
    )
  }
  const { months, paid } = deductions
  return (
    <dd>
      <strong>{paid ? <Trans>Yes</Trans> : <Trans>No</Trans>}</strong>{' '}
      {months.length === 0 ? (
        <Trans>The death is before the cover started: no premium was due.</Trans>
      ) : (
        <>
          <Trans>The month of death and the two before it:</Trans>
          <ul>
            {months.map((month) => {
              const name = monthInWords(month.month, locale)
              const received = formatCurrency(month.received ?? 0, locale)
              const due = formatCurrency(month.due, locale)
              const state = {
                paid: t`${name}: paid, ${received} of ${due}.`,
                short: t`${name}: short, ${received} of ${due}.`,
                missing: t`${name}: missing, nothing received of ${due}.`,
                awaited: t`${name}: awaited, the schedule of that month is not imported yet.`,
              }[month.state]
              return <li key={month.month}>{state}</li>
            })}
          </ul>
        </>
      )}
    </dd>
  )
}
