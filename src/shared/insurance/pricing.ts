/**
 * The one pricing function of the funeral schemes. The quote page runs it
 * on the device (so a quote works offline from the last copy of the schemes), `premium/quote`
 * runs it on the gateway, and `members/join` will run it on the package, add-ons and
 * dependents' dates of birth of an application to compare with its `deductionAmount`.
 *
 * Rules (docs/design.md section 4a):
 * - The monthly total is the package's premium plus one premium per add-on line, in cents.
 * - Ages are whole years on the quote date (today in Botswana, age.ts). The member's age picks
 *   nothing for a package; the member must be MEMBER_MIN_AGE or older.
 * - An add-on line covers the person whose `dateOfBirth` it carries, or the member when it
 *   carries none. That person's age must lie within the row's `minAgeRule`..`maxAgeRule`. For
 *   an age-based add-on (one row per band) a row whose band misses the age is refused, naming
 *   the band; `bandFor` finds the right row for a page that lets people choose by name.
 * - A member older than RETIREMENT_AGE cannot pay by payroll deduction.
 *
 * Pure: no clock (the quote date is an argument), no I/O. Every refusal is a field error with
 * the path of the field it concerns and a message of the shared table, all of them at once,
 * so a page can show each beside its field. A message names an add-on as `nameOf` gives it:
 * the catalogue's English by default (the gateway), the reader's language on a page.
 */
import type { FieldError } from '../messages'
import { messageText as m } from '../messages'
import { ageOn, parseIsoDate } from './age'
import { sumAmounts } from './money'
import type { PremiumQuoteRequest } from './schemas'
import type { AddOn, Package } from './types'

/** Payroll deduction stops at this age (docs/design.md section 4a). */
export const RETIREMENT_AGE = 65
/** Union members are employed adults. */
export const MEMBER_MIN_AGE = 18

export interface PricedLine {
  kind: 'package' | 'addOn'
  /** The package's or add-on row's id. */
  id: string
  /** The package's title or the add-on's name, as the catalogue has it. */
  label: string
  amount: number
  /** The insured life's age on the quote date (add-on lines). */
  age?: number
  /** Index of the add-on in the request (add-on lines). */
  index?: number
}

export interface PricedQuote {
  monthlyTotal: number
  lines: PricedLine[]
  memberAge: number
}

export type QuoteOutcome = { ok: true; quote: PricedQuote } | { ok: false; errors: FieldError[] }

/** The row of the add-on called `name` whose band contains `age`, if any. */
export function bandFor(pkg: Package, name: string, age: number): AddOn | undefined {
  return pkg.addOns.find(
    (row) => row.name === name && row.minAgeRule <= age && age <= row.maxAgeRule,
  )
}

/** The youngest and oldest ages any row of the add-on called `name` covers. */
export function ageRange(pkg: Package, name: string): { min: number; max: number } {
  const rows = pkg.addOns.filter((row) => row.name === name)
  return {
    min: Math.min(...rows.map((row) => row.minAgeRule)),
    max: Math.max(...rows.map((row) => row.maxAgeRule)),
  }
}

/** The age on `today`, or the error of a birth date that cannot be priced. */
function ageOf(dateOfBirth: string, today: string): { age: number } | { error: string } {
  if (!parseIsoDate(dateOfBirth)) return { error: m('dateOfBirth.invalid') }
  if (dateOfBirth > today) return { error: m('dateOfBirth.future') }
  return { age: ageOn(dateOfBirth, today) }
}

/** How a message names an add-on row. */
export type AddOnName = (row: AddOn) => string
const englishName: AddOnName = (row) => row.name

function addOnError(pkg: Package, row: AddOn, age: number, nameOf: AddOnName): string | undefined {
  if (row.minAgeRule <= age && age <= row.maxAgeRule) return undefined
  const band = row.type === 'Age Based' ? bandFor(pkg, row.name, age) : undefined
  if (band) {
    return m('addOn.wrongBand', {
      min: row.minAgeRule,
      max: row.maxAgeRule,
      addOn: nameOf(row),
      age,
    })
  }
  const { min, max } =
    row.type === 'Age Based'
      ? ageRange(pkg, row.name)
      : { min: row.minAgeRule, max: row.maxAgeRule }
  return m('addOn.ageOutside', { addOn: nameOf(row), min, max, age })
}

/**
 * Prices `request` on `today` ('YYYY-MM-DD', Botswana). `pkg` is the package the request names,
 * or undefined when the catalogue has none by that id.
 */
export function priceQuote(
  pkg: Package | undefined,
  request: PremiumQuoteRequest,
  today: string,
  nameOf: AddOnName = englishName,
): QuoteOutcome {
  const errors: FieldError[] = []
  if (!pkg) errors.push({ path: 'packageId', message: m('package.unknown') })

  const member = ageOf(request.memberDateOfBirth, today)
  let memberAge = -1
  if ('error' in member) errors.push({ path: 'memberDateOfBirth', message: member.error })
  else {
    memberAge = member.age
    if (memberAge < MEMBER_MIN_AGE) {
      errors.push({
        path: 'memberDateOfBirth',
        message: m('member.tooYoung', { min: MEMBER_MIN_AGE }),
      })
    } else if (request.deductionSource === 'payroll' && memberAge > RETIREMENT_AGE) {
      errors.push({
        path: 'deductionSource',
        message: m('deductionSource.retired', { age: RETIREMENT_AGE }),
      })
    }
  }

  const lines: PricedLine[] = []
  if (pkg) lines.push({ kind: 'package', id: pkg.id, label: pkg.title, amount: pkg.premium })
  request.addOns.forEach((item, index) => {
    const row = pkg?.addOns.find((addOn) => addOn.id === item.addOnId)
    if (pkg && !row) {
      errors.push({ path: `addOns.${index}.addOnId`, message: m('addOn.unknown') })
      return
    }
    const insured = item.dateOfBirth === undefined ? member : ageOf(item.dateOfBirth, today)
    if ('error' in insured) {
      // The member's own date is reported once, on its field, above.
      if (item.dateOfBirth !== undefined) {
        errors.push({ path: `addOns.${index}.dateOfBirth`, message: insured.error })
      }
      return
    }
    if (!row || !pkg) return
    const problem = addOnError(pkg, row, insured.age, nameOf)
    if (problem) {
      // Without a date of birth the add-on covers the member: the choice is what is wrong.
      const field = item.dateOfBirth === undefined ? 'addOnId' : 'dateOfBirth'
      errors.push({ path: `addOns.${index}.${field}`, message: problem })
      return
    }
    lines.push({
      kind: 'addOn',
      id: row.id,
      label: row.name,
      amount: row.premium,
      age: insured.age,
      index,
    })
  })

  if (errors.length > 0) return { ok: false, errors }
  const monthlyTotal = sumAmounts(lines.map((line) => line.amount))
  return { ok: true, quote: { monthlyTotal, lines, memberAge } }
}
