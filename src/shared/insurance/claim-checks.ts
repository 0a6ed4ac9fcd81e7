/**
 * What a funeral claim needs checked against the member's cover (server/src/insurance/claims.ts
 * asks it for the staff's claim page): whether the person who died is on the cover, and whether
 * they were insured on the day of death, for which causes.
 *
 * The rule of cover here is the one the union's next steps state (src/features/submitted/
 * next-steps.ts): death by accident is covered from the day the join is approved, any cause
 * after the 6 months' waiting period, i.e. from the same date 6 months later. It is to be
 * switched to the shared rule of cover that the member's cover page reads, once there is one:
 * this function is the only place a claim reads the rule.
 */
import { dayAfter, periodEnd } from '../exclusion-period'

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

/** The people a join covers, each with its names and birth in one shape. */
function peopleOf(data: Record<string, unknown>) {
  const user = (data.user ?? {}) as Person
  const people = [
    {
      who: 'member',
      firstName: user.firstname,
      surname: user.lastname,
      dateOfBirth: user.dateOfBirth,
    },
  ]
  const spouse = data.spouse as Person | undefined
  if (spouse) people.push({ who: 'spouse', ...spouse } as (typeof people)[number])
  for (const dependent of Array.isArray(data.dependents) ? (data.dependents as Person[]) : []) {
    people.push({ who: String(dependent.type ?? ''), ...dependent } as (typeof people)[number])
  }
  return people
}

/** The checks of a claim on the approved join `join`, judged on `decisionDate`. */
export function claimChecks(
  claim: ClaimFacts,
  join: ApprovedJoin,
  decisionDate: string,
): ClaimChecks {
  const { deceased, deathDate } = claim
  const onCover = peopleOf(join.data).some(
    (person) =>
      person.who === deceased.relationship &&
      same(person.firstName, deceased.firstName) &&
      same(person.surname, deceased.surname) &&
      person.dateOfBirth === deceased.dateOfBirth,
  )
  const accidentFrom = join.approvedOn
  const anyCauseFrom = dayAfter(periodEnd(join.approvedOn, 'P6M'))
  // ISO days compare as text.
  const cover: CoverOnDeath =
    deathDate >= anyCauseFrom ? 'any-cause' : deathDate >= accidentFrom ? 'accident' : 'none'
  return {
    onCover,
    cover: onCover ? cover : 'none',
    accidentFrom,
    anyCauseFrom,
    deathAfterDecision: deathDate > decisionDate,
  }
}
