/**
 * A join application priced by the one pricing function (pricing.ts): the journey on the
 * device (to show the premium, and to refuse a choice before it is sent) and `members/join` on
 * the gateway (to re-price `deductionAmount`, docs/design.md section 4a) both call `priceJoin`.
 *
 * An add-on line of a join names a person (a dependent by index, the spouse, or else the
 * member); the insured life's date of birth is that person's. Refusals come back on the paths
 * of the join's own data, not of `premium/quote`:
 * - the member's age and payroll deduction: `user.dateOfBirth`, `user.deductionSource`;
 * - a person born in the future: that person's `dateOfBirth`;
 * - an add-on that does not cover the person's age: `addOns.<i>.addOnId` (the choice is what
 *   is wrong, the person's date of birth being right).
 *
 * The input is read defensively: on the device it is the answers so far, not yet checked.
 */
import { messageText as m, type FieldError } from '../messages'
import { ageOn, parseIsoDate } from './age'
import { bandFor, priceQuote, type AddOnName, type PricedQuote } from './pricing'
import type { Package } from './types'

type Loose = Partial<Record<string, unknown>>

export type JoinQuoteOutcome =
  { ok: true; quote: PricedQuote } | { ok: false; errors: FieldError[] }

const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {}
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The add-on lines with the person each covers: the path of that person and their birth. */
export function coveredPeople(data: Loose) {
  const dependents = Array.isArray(data.dependents) ? data.dependents : []
  const lines = Array.isArray(data.addOns) ? data.addOns : []
  return lines.map((raw: unknown, index) => {
    const line = record(raw)
    const addOnId = text(line.addOnId) ?? ''
    if (typeof line.dependent === 'number') {
      const person = record(dependents[line.dependent])
      return {
        index,
        addOnId,
        path: `dependents.${line.dependent}`,
        birth: text(person.dateOfBirth),
      }
    }
    if (line.spouse === true) {
      return { index, addOnId, path: 'spouse', birth: text(record(data.spouse).dateOfBirth) }
    }
    return { index, addOnId, path: 'user', birth: undefined }
  })
}

/** Every person's date of birth that is a real date after `today`. */
function futureBirths(data: Loose, today: string): FieldError[] {
  const people: Array<[string, unknown]> = [['spouse', data.spouse]]
  if (Array.isArray(data.dependents)) {
    data.dependents.forEach((person, i) => people.push([`dependents.${i}`, person]))
  }
  return people.flatMap(([path, person]) => {
    const birth = text(record(person).dateOfBirth)
    return birth && parseIsoDate(birth) && birth > today
      ? [{ path: `${path}.dateOfBirth`, message: m('dateOfBirth.future') }]
      : []
  })
}

/**
 * Prices the join `data` on `today` with `pkg`, the package it names (undefined when the
 * catalogue has none by that id). With `payroll` false the deduction source is left out, so
 * the premium can be shown while that choice is still open.
 */
export function priceJoin(
  pkg: Package | undefined,
  data: Loose,
  today: string,
  payroll = true,
  nameOf?: AddOnName,
): JoinQuoteOutcome {
  const user = record(data.user)
  const errors = futureBirths(data, today)
  const born = new Set(errors.map((error) => error.path.replace(/\.dateOfBirth$/, '')))
  const people = coveredPeople(data)
  // A line whose person has no usable date of birth is left to the schema's own messages.
  const priced = people.filter(
    (line) =>
      line.path === 'user' || (line.birth && parseIsoDate(line.birth) && !born.has(line.path)),
  )
  const source = text(user.deductionSource)
  const outcome = priceQuote(
    pkg,
    {
      packageId: text(data.packageId) ?? '',
      memberDateOfBirth: text(user.dateOfBirth) ?? '',
      addOns: priced.map((line) => ({
        addOnId: line.addOnId,
        ...(line.birth ? { dateOfBirth: line.birth } : {}),
      })),
      ...(payroll && (source === 'payroll' || source === 'debit-order')
        ? { deductionSource: source }
        : {}),
    },
    today,
    nameOf,
  )
  if (outcome.ok && errors.length === 0) return outcome
  for (const error of outcome.ok ? [] : outcome.errors) {
    const line = /^addOns\.(\d+)\./.exec(error.path)
    if (line) {
      errors.push({
        path: `addOns.${priced[Number(line[1])]!.index}.addOnId`,
        message: error.message,
      })
    } else if (error.path === 'memberDateOfBirth') {
      errors.push({ path: 'user.dateOfBirth', message: error.message })
    } else if (error.path === 'deductionSource') {
      errors.push({ path: 'user.deductionSource', message: error.message })
    } else errors.push(error)
  }
  return { ok: false, errors }
}

/**
 * The add-on lines with each row moved to the band of its person's age today: a choice made
 * before a date of birth changed (or before a birthday) stays the same add-on, at its price.
 */
export function rebandAddOns(pkg: Package | undefined, data: Loose, today: string): unknown[] {
  const lines = Array.isArray(data.addOns) ? data.addOns : []
  if (!pkg) return lines
  const people = coveredPeople(data)
  const memberBirth = text(record(data.user).dateOfBirth)
  return lines.map((raw: unknown, index) => {
    const line = record(raw)
    const row = pkg.addOns.find((item) => item.id === line.addOnId)
    const birth = people[index]?.birth ?? memberBirth
    if (!row || !birth || !parseIsoDate(birth) || birth > today) return raw
    const band = bandFor(pkg, row.name, ageOn(birth, today))
    return band ? { ...line, addOnId: band.id } : raw
  })
}
