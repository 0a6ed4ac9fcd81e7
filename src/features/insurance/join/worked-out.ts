/**
 * What the join works out rather than asks, loaded with its checks, Check your answers and the
 * submit (src/journey/worked-out.ts), not with its first page: the data the contract receives
 * (catalogue-now.ts prices it) and how the package, the add-ons and the amount read back. They
 * read back in the reader's language (the catalogue's `translations`), the package with its
 * scheme and each choice with its monthly premium, as Check your answers, the PDF and the
 * staff's case page show them (reading.ts gives staff the same words from the catalogue the
 * gateway holds now).
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { appLocaleOf } from '../../../i18n/locales'
import type { Answers, Step, WorkedOut } from '../../../journey/types'
import { formatCurrency } from '../../../shared/dates'
import { localText } from '../../../shared/insurance/texts'
import type { FuneralScheme, Package } from '../../../shared/insurance/types'
import { askedOnce } from './asked-once'
import { coverSteps } from './cover-steps'
import { memberSteps } from './member-steps'
import { deriveJoin, devicePackages, joinProblems, schemeOfPackage } from './catalogue-now'
import { peopleOf, type Line } from './people'

/** The catalogue the words are read from: the device's copy, or the one staff fetched. */
export interface Catalogue {
  packages: ReadonlyMap<string, Package>
  schemeOf: (packageId: unknown) => FuneralScheme | undefined
}

const local = <F extends string>(item: Parameters<typeof localText<F>>[0], field: F) =>
  localText(item, field, i18n.locale).text

const money = (amount: number) => formatCurrency(amount, appLocaleOf(i18n.locale))

/**
 * How the cover reads back, from `catalogue` and `sent`: the data as it is sent (worked out
 * from the answers on the device; as stored, for staff), whose add-ons are rebanded to each
 * person's age and whose amount is priced.
 */
export function coverDisplay(
  catalogue: () => Catalogue,
  sent: (answers: Answers) => Answers,
): NonNullable<WorkedOut['display']> {
  /** The package's name with its scheme's, and its own premium. */
  function packageText(value: unknown): string | undefined {
    if (typeof value !== 'string') return undefined
    const { packages, schemeOf } = catalogue()
    const pkg = packages.get(value)
    const scheme = schemeOf(value)
    if (!pkg || !scheme) return value
    const schemeTitle = local(scheme, 'title')
    const title = local(pkg, 'title')
    const premium = money(pkg.premium)
    return i18n._(msg`${schemeTitle}: ${title}, ${premium} a month`)
  }

  /** One line per add-on: the person it covers and its premium. */
  function addOnsText(value: unknown, answers: Answers): string[] | undefined {
    const data = sent({ ...answers, addOns: value })
    const lines = (Array.isArray(data.addOns) ? data.addOns : []) as Line[]
    const pkg = catalogue().packages.get(String(data.packageId))
    const people = peopleOf(data)
    const text = lines.map((line) => {
      const row = pkg?.addOns.find((item) => item.id === line.addOnId)
      const covered = people.find((item) => item.covers(line))
      const addOn = row ? local(row, 'name') : line.addOnId
      const person = covered?.name ?? ''
      if (!row) return i18n._(msg`${addOn}: ${person}`)
      const premium = money(row.premium)
      return i18n._(msg`${addOn}: ${person}, ${premium} a month`)
    })
    return text.length > 0 ? text : undefined
  }

  function deductionText(_value: unknown, answers: Answers): string | undefined {
    const amount = sent(answers).deductionAmount
    return typeof amount === 'number' ? money(amount) : undefined
  }

  return { packageId: packageText, addOns: addOnsText, deductionAmount: deductionText }
}

const device = (): Catalogue => ({ packages: devicePackages(), schemeOf: schemeOfPackage })

/** The pages after the first (first-step.ts), loaded with the checks. */
export const JOIN_LATER: readonly Step[] = [...memberSteps, ...coverSteps]

export const joinWorkedOut: WorkedOut = {
  steps: JOIN_LATER,
  derive: (data) => deriveJoin(askedOnce(data)),
  problems: joinProblems,
  display: coverDisplay(device, deriveJoin),
}
