/** The answer of `members/me` as My membership shows it (docs/api.md). */
import type { StatusAnswer } from '../../../shared/contracts/status'
import type { Membership } from '../../../shared/insurance/cover'
import type { DeductionStanding } from '../../../shared/insurance/deductions'
import type { Translations } from '../../../shared/insurance/types'

/** A person named in an application, as the page shows them. */
export interface PersonView {
  firstName: string
  surname: string
  /** A dependent's kind as the join named it (child, parent…), which a claim names them by. */
  type?: string
}

/**
 * A funeral claim on the membership (server/src/insurance/member-claims.ts): its steps as the
 * status check gives them, and who died, when ('YYYY-MM-DD').
 */
export interface ClaimView extends StatusAnswer {
  claim: NonNullable<StatusAnswer['claim']>
  deceased: { firstName: string; surname: string; relationship: string }
  deathDate: string
}

export interface MembershipView {
  reference: string
  status: 'PENDING' | 'APPROVED' | 'REJECTED'
  submittedAt: string
  /** When it was approved or not approved; null while pending. */
  decidedAt: string | null
  package: {
    id: string
    title: string
    translations?: Translations<'title'>
    scheme: { id: string; title: string; translations?: Translations<'title'> } | null
  }
  deductionAmount: number
  addOns: Array<{ name: string; translations?: Translations<'name'>; covers: PersonView | null }>
  spouse: PersonView | null
  dependents: PersonView[]
  /** Who is covered and from when, once approved (src/shared/insurance/cover.ts). */
  membership: Membership | null
  /** The claims on it, newest first; none before approval. */
  claims: ClaimView[]
  /** Its premiums month by month, once approved (src/shared/insurance/deductions.ts). */
  deductions: DeductionStanding | null
}
