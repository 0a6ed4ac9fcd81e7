/**
 * The membership of an approved join, as `members/me` answers it (docs/api.md): the member's
 * number, the monthly amount and one entry per insured person with their cover and its dates,
 * by the rules of src/shared/insurance/cover.ts.
 *
 * - The member's number is their union membership number when the join gives one; otherwise
 *   the join's reference (MB-…), which the union's staff already find the case by and the
 *   member already holds (docs/decisions.md).
 * - Insured are the member (by the package) and each person an add-on line names (the spouse,
 *   a dependent). A spouse or dependent named without an add-on is not insured; an add-on line
 *   that names no one covers the member, as the quote prices it.
 * - The monthly amount is the quote's total for the package and add-ons, priced on the day of
 *   approval (ages then, as the join was priced, so a birthday since does not move a band);
 *   when the catalogue no longer prices it (a row removed), the amount the member agreed to.
 */
import { todayInBotswana } from '../../../src/shared/insurance/age'
import {
  anyCauseFromStart,
  coverStartAfter,
  type InsuredPerson,
  type Membership,
} from '../../../src/shared/insurance/cover'
import { priceQuote } from '../../../src/shared/insurance/pricing'
import type { Package } from '../../../src/shared/insurance/types'

type Loose = Record<string, unknown>
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null ? (value as Loose) : {}
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The membership of the join `data` (reference `reference`) approved at `approvedAt`. */
export function membershipOf(
  reference: string,
  data: Loose,
  pkg: Package | undefined,
  approvedAt: Date,
): Membership {
  const user = record(data.user)
  const dependents = Array.isArray(data.dependents) ? data.dependents.map(record) : []
  const spouse = data.spouse === undefined ? undefined : record(data.spouse)
  const lines = (Array.isArray(data.addOns) ? data.addOns : []).map(record)
  const approvedOn = todayInBotswana(approvedAt)
  const coverFrom = coverStartAfter(approvedOn)
  const dates = { coverFrom, anyCauseFrom: anyCauseFromStart(coverFrom) }
  const coverAmount = pkg?.payout ?? 0
  const addOnOf = (line: Loose | undefined) => {
    const row = line && pkg?.addOns.find((item) => item.id === line.addOnId)
    if (!line) return null
    return {
      id: text(line.addOnId),
      name: row?.name ?? text(line.addOnId),
      ...(row?.translations ? { translations: row.translations } : {}),
    }
  }
  const person = (
    role: InsuredPerson['role'],
    who: Loose,
    line: Loose | undefined,
    index?: number,
  ): InsuredPerson => ({
    role,
    ...(index === undefined ? {} : { dependent: index }),
    firstName: text(who.firstName ?? who.firstname),
    surname: text(who.surname ?? who.lastname),
    relationship: role === 'member' ? 'member' : text(who.relationship),
    addOn: addOnOf(line),
    coverAmount,
    ...dates,
  })
  const people: InsuredPerson[] = [
    person(
      'member',
      user,
      lines.find((line) => line.spouse !== true && typeof line.dependent !== 'number'),
    ),
  ]
  const spouseLine = lines.find((line) => line.spouse === true)
  if (spouse && spouseLine) people.push(person('spouse', spouse, spouseLine))
  dependents.forEach((dependent, index) => {
    const line = lines.find((item) => item.dependent === index)
    if (line) people.push(person('dependent', dependent, line, index))
  })

  const priced = priceQuote(
    pkg,
    {
      packageId: text(data.packageId),
      memberDateOfBirth: text(user.dateOfBirth),
      addOns: lines.map((line) => {
        const who =
          line.spouse === true
            ? spouse
            : typeof line.dependent === 'number'
              ? dependents[line.dependent]
              : undefined
        return {
          addOnId: text(line.addOnId),
          ...(who ? { dateOfBirth: text(who.dateOfBirth) } : {}),
        }
      }),
    },
    approvedOn,
  )
  const membershipNumber = text(user.membershipNumber).trim()
  return {
    memberNumber: membershipNumber || reference,
    memberNumberFrom: membershipNumber ? 'membershipNumber' : 'reference',
    approvedOn,
    coverFrom,
    monthlyAmount: priced.ok ? priced.quote.monthlyTotal : Number(data.deductionAmount) || 0,
    people,
  }
}
