/**
 * The join's pricing on the device: the package the answers name, from the catalogue kept on
 * the device (storage.ts), and the data the contract receives with what is worked out rather
 * than asked (`derive` of the journey, src/journey/types.ts):
 * - `hasSpouse` only opens the spouse's questions: it goes, and the spouse with it when "no";
 * - each add-on line moves to the band of its person's age today (rebandAddOns);
 * - a line for a dependent no longer in the list goes;
 * - `deductionAmount` is the monthly total of the choices, priced by the very function the
 *   gateway prices them with (src/shared/insurance/join-quote.ts), so the two cannot differ.
 *   Payroll past the retirement age is left out of the amount, so it still shows while the
 *   member changes their choice.
 *
 * `joinProblems` is every refusal of that pricing, payroll past the retirement age included:
 * the journey checks it with the schema on Continue and on submit (src/journey/checks.ts), so
 * a choice the gateway would refuse stops on the page where it is made, in the same words.
 */
import { i18n } from '@lingui/core'
import type { FieldError } from '../../../shared/messages'
import { todayInBotswana } from '../../../shared/insurance/age'
import { priceJoin, rebandAddOns } from '../../../shared/insurance/join-quote'
import { localText } from '../../../shared/insurance/texts'
import type { FuneralScheme, Package } from '../../../shared/insurance/types'
import type { Answers } from '../../../journey/types'
import { loadSchemes, STORAGE_KEY } from '../storage'

interface DeviceCatalogue {
  raw: string | null
  packages: Map<string, Package>
  /** The scheme of each package, by the package's id. */
  schemes: Map<string, FuneralScheme>
}
let memo: DeviceCatalogue | undefined

function deviceCatalogue(): DeviceCatalogue {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(STORAGE_KEY)
  } catch {
    // Storage disabled: no catalogue.
  }
  if (memo?.raw !== raw) {
    const packages = new Map<string, Package>()
    const schemes = new Map<string, FuneralScheme>()
    for (const scheme of loadSchemes()?.schemes ?? []) {
      for (const item of scheme.packages) {
        packages.set(item.id, item)
        schemes.set(item.id, scheme)
      }
    }
    memo = { raw, packages, schemes }
  }
  return memo
}

/** The packages of the catalogue last kept on this device, by id (read again when it changed). */
export const devicePackages = (): ReadonlyMap<string, Package> => deviceCatalogue().packages

/** The scheme of a package of the device's catalogue. */
export const schemeOfPackage = (packageId: unknown): FuneralScheme | undefined =>
  typeof packageId === 'string' ? deviceCatalogue().schemes.get(packageId) : undefined

export const packageOf = (answers: Answers): Package | undefined =>
  typeof answers.packageId === 'string' ? devicePackages().get(answers.packageId) : undefined

export function deriveJoin(input: Answers): Answers {
  const { hasSpouse, ...data } = input
  if (hasSpouse !== true) delete data.spouse
  const dependents = Array.isArray(data.dependents) ? data.dependents : []
  data.dependents = dependents
  const lines = Array.isArray(data.addOns) ? data.addOns : []
  data.addOns = lines.filter((line: unknown) => {
    const { dependent, spouse } = (line ?? {}) as { dependent?: unknown; spouse?: unknown }
    if (typeof dependent === 'number') return dependent < dependents.length
    return spouse !== true || data.spouse !== undefined
  })
  const today = todayInBotswana()
  const pkg = packageOf(data)
  data.addOns = rebandAddOns(pkg, data, today)
  const outcome = priceJoin(pkg, data, today, false)
  if (outcome.ok) data.deductionAmount = outcome.quote.monthlyTotal
  return data
}

/** What the gateway's pricing would refuse in the derived `data` (join-check.ts on the gateway). */
export function joinProblems(data: Answers): FieldError[] {
  // Add-ons named in the reader's language, as the cover page names them.
  const nameOf = (row: { name: string }) => localText(row, 'name', i18n.locale).text
  const outcome = priceJoin(packageOf(data), data, todayInBotswana(), true, nameOf)
  return outcome.ok ? [] : outcome.errors
}
