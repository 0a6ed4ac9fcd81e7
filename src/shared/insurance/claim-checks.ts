/**
 * What a funeral claim needs checked against the member's cover (server/src/insurance/claims.ts
 * asks it for the staff's claim page): whether the person who died is on the cover, and whether
 * they were insured on the day of death, for which causes.
 *
 * The cover is the one the member's page shows (cover.ts, built on the gateway by
 * server/src/insurance/cover.ts): the same people insured (the member, and each person an
 * add-on line names), the same start of cover and waiting period, read through `coverOn`. The
 * claim adds only how the person who died is recognised among them: by relationship, names and
 * date of birth.
 */
import { coverOn, type InsuredPerson, type Membership } from './cover'

/** The answers of a claim this check reads (src/shared/contracts/claim.ts). */
export interface ClaimFacts {
  deceased: { relationship: string; firstName: string; surname: string; dateOfBirth: string }
  deathDate: string
}

/** An approved join: its data (src/shared/contracts/member-join.ts) and its approval day. */
export interface ApprovedJoin {
  reference: string
  /** Botswana's day of the approval, 'YYYY-MM-DD'. */
  approvedOn: string
  data: Record<string, unknown>
}

/** `any-cause`: covered whatever the cause; `accident`: only a death by accident; `none`. */
export type CoverOnDeath = 'any-cause' | 'accident' | 'none'

export interface ClaimChecks {
  /** The person who died is the member, or a person the join names, by name and birth. */
  onCover: boolean
  /** The cover on the day of death. */
  cover: CoverOnDeath
  /** From when death by accident, and death of any cause, were covered ('YYYY-MM-DD'). */
  accidentFrom: string
  anyCauseFrom: string
  /** The death is dated after the day of the decision (the form refuses it; a guard). */
  deathAfterDecision: boolean
}

type Person = Record<string, unknown>

const same = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en')

/** The join's own record of an insured person: the member, the spouse or a dependent. */
function recordOf(data: Record<string, unknown>, person: InsuredPerson): Person {
  if (person.role === 'member') {
    const user = (data.user ?? {}) as Person
    return {
      type: 'member',
      firstName: user.firstname,
      surname: user.lastname,
      dateOfBirth: user.dateOfBirth,
    }
  }
  if (person.role === 'spouse') return { type: 'spouse', ...((data.spouse ?? {}) as Person) }
  const dependents = Array.isArray(data.dependents) ? (data.dependents as Person[]) : []
  return dependents[person.dependent ?? -1] ?? {}
}

/** The insured person the claim names, by relationship, names and birth; undefined if none. */
function deceasedOf(claim: ClaimFacts, join: ApprovedJoin, membership: Membership) {
  const { deceased } = claim
  return membership.people.find((person) => {
    const record = recordOf(join.data, person)
    return (
      String(record.type ?? '') === deceased.relationship &&
      same(record.firstName, deceased.firstName) &&
      same(record.surname, deceased.surname) &&
      record.dateOfBirth === deceased.dateOfBirth
    )
  })
}

/** The checks of a claim on the approved join `join` and its membership, on `decisionDate`. */
export function claimChecks(
  claim: ClaimFacts,
  join: ApprovedJoin,
  membership: Membership,
  decisionDate: string,
): ClaimChecks {
  const { deathDate } = claim
  const person = deceasedOf(claim, join, membership)
  const day = person && coverOn(membership, person, deathDate)
  const cover: CoverOnDeath = day?.anyCause ? 'any-cause' : day?.accident ? 'accident' : 'none'
  return {
    onCover: person !== undefined,
    cover,
    accidentFrom: person?.coverFrom ?? membership.coverFrom,
    anyCauseFrom:
      person?.anyCauseFrom ?? membership.people[0]?.anyCauseFrom ?? membership.coverFrom,
    deathAfterDecision: deathDate > decisionDate,
  }
}
