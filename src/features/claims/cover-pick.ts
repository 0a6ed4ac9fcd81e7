/**
 * Choosing the person who died from the signed-in member's cover (docs/decisions.md, "The
 * claim form and the member's cover"): on a phone where a member is signed in, or their
 * membership's copy is kept, the claim's first page offers the insured people of their
 * membership (CoverPick.tsx, loaded with that page only then). A person chosen fills the
 * membership number and the deceased's names and relationship (`deriveClaim`, loaded with the
 * checks); "someone else" keeps the typed path, as a relative who is not signed in has it.
 *
 * `coverOffered` and `coverPick` are answers of the form only: neither is sent.
 */
import type { Answers } from '../../journey/types'

/** A person of the member's cover, as the form keeps the choice. */
export interface CoverChoice {
  /** Which card: the join's reference and the person's place on it. */
  key: string
  membership: string
  firstName: string
  surname: string
  /** The claim's word for them (claim-outline.ts), when the copy says it. */
  relationship?: string
}

export const chosen = (answers: Answers): CoverChoice | undefined => {
  const pick = answers.coverPick
  return typeof pick === 'object' && pick !== null ? (pick as CoverChoice) : undefined
}

/**
 * Whether this phone holds a member's session hint or their membership's copy (the keys of
 * src/features/insurance/member-hint.ts and src/gateway/personal-copy.ts, read here without
 * their modules, which the public first page does not load).
 */
export function memberOnPhone(): boolean {
  try {
    return (
      localStorage.getItem('member-signed-in') === '1' ||
      localStorage.getItem('personal:insurance:membership') !== null
    )
  } catch {
    return false
  }
}

/**
 * The journey's `start` (applied after the first render, so the prerendered page stays as it
 * is): the offer, on a member's phone only; a relative's form starts empty, with no draft made.
 */
export const claimStart = (): Answers | undefined =>
  memberOnPhone() ? { coverOffered: true } : undefined

/** Whether the form offers the cover: asked at its start, and the member still on the phone. */
export const coverOffered = (answers: Answers): boolean =>
  answers.coverOffered === true && memberOnPhone()

/** The person chosen, while the offer stands (the fields they fill are not asked then). */
export const pickedNow = (answers: Answers): CoverChoice | undefined =>
  coverOffered(answers) ? chosen(answers) : undefined
