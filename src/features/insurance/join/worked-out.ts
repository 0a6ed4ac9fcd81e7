/**
 * What the join works out rather than asks, loaded with its checks, Check your answers and the
 * submit (src/journey/worked-out.ts), not with its first page: the data the contract receives
 * (catalogue-now.ts prices it) and how the package, the add-ons and the amount read back. They
 * read back in the reader's language (the catalogue's `translations`), the package with its
 * scheme, as Check your answers and the PDF are made in that language.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { appLocaleOf } from '../../../i18n/locales'
import type { Answers, WorkedOut } from '../../../journey/types'
import { formatCurrency } from '../../../shared/dates'
import { localText } from '../../../shared/insurance/texts'
import { askedOnce } from './asked-once'
import { deriveJoin, devicePackages, joinProblems, schemeOfPackage } from './catalogue-now'
import { peopleOf, type Line } from './people'

const local = <F extends string>(item: Parameters<typeof localText<F>>[0], field: F) =>
  localText(item, field, i18n.locale).text

/** The package's name with its scheme's, on Check your answers and in the PDF. */
function packageText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const pkg = devicePackages().get(value)
  const scheme = schemeOfPackage(value)
  if (!pkg || !scheme) return value
  const schemeTitle = local(scheme, 'title')
  const title = local(pkg, 'title')
  return i18n._(msg`${schemeTitle}: ${title}`)
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
      const covered = people.find((item) => item.covers(line))
      const addOn = row ? local(row, 'name') : line.addOnId
      const person = covered?.name ?? ''
      return i18n._(msg`${addOn}: ${person}`)
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
  derive: (data) => deriveJoin(askedOnce(data)),
  problems: joinProblems,
  display: { packageId: packageText, addOns: addOnsText, deductionAmount: deductionText },
}
