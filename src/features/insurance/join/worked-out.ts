/**
 * What the join works out rather than asks, loaded with its checks, Check your answers and the
 * submit (src/journey/worked-out.ts), not with its first page: the data the contract receives
 * (catalogue-now.ts prices it) and how the package, the add-ons and the amount read back.
 */
import { i18n } from '@lingui/core'
import { appLocaleOf } from '../../../i18n/locales'
import type { Answers, WorkedOut } from '../../../journey/types'
import { formatCurrency } from '../../../shared/dates'
import { deriveJoin, devicePackages, joinProblems } from './catalogue-now'
import { peopleOf, type Line } from './people'

/** The package's name on Check your answers and in the PDF. */
function packageText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return devicePackages().get(value)?.title ?? value
}

/** The add-ons on Check your answers and in the PDF: one line per person covered. */
function addOnsText(value: unknown, answers: Answers): string | undefined {
  const data = deriveJoin({ ...answers, addOns: value })
  const pkg = devicePackages().get(String(data.packageId))
  const lines = (Array.isArray(data.addOns) ? data.addOns : []) as Line[]
  const people = peopleOf(data)
  const text = lines
    .map((line) => {
      const row = pkg?.addOns.find((item) => item.id === line.addOnId)
      const person = people.find((item) => item.covers(line))
      return `${row?.name ?? line.addOnId}: ${person?.name ?? ''}`
    })
    .join('; ')
  return text || undefined
}

/** The amount on Check your answers and in the PDF. */
function deductionText(_value: unknown, answers: Answers): string | undefined {
  const amount = deriveJoin(answers).deductionAmount
  const locale = appLocaleOf(i18n.locale)
  return typeof amount === 'number' ? formatCurrency(amount, locale) : undefined
}

export const joinWorkedOut: WorkedOut = {
  derive: deriveJoin,
  problems: joinProblems,
  display: { packageId: packageText, addOns: addOnsText, deductionAmount: deductionText },
}
