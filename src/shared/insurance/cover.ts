/**
 * Who a funeral membership covers, from when, and for what: the one definition the member's
 * page and the claims' checks read (docs/decisions.md, "Cover and waiting periods").
 *
 * - Cover starts on the first day of the month after the join is approved, in Botswana: the
 *   premium is a monthly payroll deduction (or debit order), and the first one taken after
 *   approval is that month's, so the member is covered for the months they pay for.
 * - From that day a death by accident is covered. A death from any cause is covered after a
 *   waiting period of WAITING_MONTHS, from the same day of the month WAITING_MONTHS later
 *   (inclusive): with a start on the 1st, the 1st of a month.
 * - A person added to the cover later has their own start (`coverFrom`), and their own waiting
 *   period from it; today a join names everyone at once, so every person starts with the member.
 * - Every insured person is covered for the package's payout (the catalogue states one payout
 *   per package, which a claim pays).
 *
 * Pure: dates are 'YYYY-MM-DD' in Botswana, the day to check is an argument.
 */
import { parseIsoDate, toIsoDate } from './age'
import type { Translations } from './types'

/** Months from the start of cover before a death from any cause is covered. */
export const WAITING_MONTHS = 6

/** Whose cover: the member, their spouse, a dependent (index in the join's `dependents`). */
export type InsuredRole = 'member' | 'spouse' | 'dependent'

export interface InsuredPerson {
  role: InsuredRole
  /** The dependent's index in the join's `dependents` (role `dependent` only). */
  dependent?: number
  firstName: string
  surname: string
  /** The relationship as the join gives it ('member' for the member). */
  relationship: string
  /** The add-on that covers this person, if any (the member is covered by the package). */
  addOn: { id: string; name: string; translations?: Translations<'name'> } | null
  /** What a claim on this person pays, pula. */
  coverAmount: number
  /** The first day this person is covered (for death by accident). */
  coverFrom: string
  /** The first day a death from any cause is covered. */
  anyCauseFrom: string
}

export interface Membership {
  /** The number the union and the member quote: the membership number, or the join's reference. */
  memberNumber: string
  /** Where the number comes from: the member's membership number, or the join's reference. */
  memberNumberFrom: 'membershipNumber' | 'reference'
  /** The day the join was approved, in Botswana. */
  approvedOn: string
  /** The member's own start of cover. */
  coverFrom: string
  /** The package plus its add-ons, priced as the quote prices them. */
  monthlyAmount: number
  people: InsuredPerson[]
}

/** `date` moved by whole months, kept on the same day (or the month's last day when shorter). */
export function addMonths(date: string, months: number): string {
  const day = parseIsoDate(date)
  if (!day) throw new RangeError(`Not a date: ${date}`)
  const index = day.year * 12 + (day.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return toIsoDate({ year, month, day: Math.min(day.day, last) })
}

/** The start of cover for a join approved on `approvedOn`: the first of the next month. */
export function coverStartAfter(approvedOn: string): string {
  return addMonths(`${approvedOn.slice(0, 7)}-01`, 1)
}

/** The first day a death from any cause is covered, for cover starting on `coverFrom`. */
export const anyCauseFromStart = (coverFrom: string) => addMonths(coverFrom, WAITING_MONTHS)

export interface CoverOnDay {
  /** The person was insured on the day (their cover had started). */
  insured: boolean
  /** A death by accident on the day is covered. */
  accident: boolean
  /** A death from any cause on the day is covered (the waiting period had passed). */
  anyCause: boolean
}

/**
 * What `person`'s cover under `membership` was on `date` ('YYYY-MM-DD', Botswana). A person
 * who is not one of the membership's people is not insured.
 */
export function coverOn(
  membership: Pick<Membership, 'people'>,
  person: Pick<InsuredPerson, 'role' | 'dependent'>,
  date: string,
): CoverOnDay {
  const found = membership.people.find(
    (item) => item.role === person.role && item.dependent === person.dependent,
  )
  if (!found || date < found.coverFrom) return { insured: false, accident: false, anyCause: false }
  return { insured: true, accident: true, anyCause: date >= found.anyCauseFrom }
}
