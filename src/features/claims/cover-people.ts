/**
 * The people of the member's cover the claim form offers (cover-pick.ts), read from what
 * `members/me` answers (docs/api.md): the membership's copy kept on the phone by My membership
 * (src/features/insurance/membership/copy.ts), or the gateway's fresh answer. Outside input
 * either way, so read field by field; a membership of another shape is left out, not guessed.
 */
import { DECEASED_RELATIONSHIPS } from '../../shared/contracts/claim-outline'
import type { CoverChoice } from './cover-pick'

type Loose = Record<string, unknown>
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A person to choose, with the join's own word for them, shown on the card (`said`). */
export type CoverCard = CoverChoice & { said: string }

/** The claim's word for an insured person, when the membership says it. */
function relationshipOf(application: Loose, person: Loose): string | undefined {
  const role = text(person.role)
  if (role === 'member' || role === 'spouse') return role
  const index = typeof person.dependent === 'number' ? person.dependent : -1
  const type = text(record(list(application.dependents)[index]).type)
  return (DECEASED_RELATIONSHIPS as readonly string[]).includes(type) ? type : undefined
}

/** The insured people of each approved membership in `applications`, in the answer's order. */
export function coverChoices(applications: unknown): CoverCard[] {
  return list(applications).flatMap((value) => {
    const application = record(value)
    const membership = record(application.membership)
    const number = text(membership.memberNumber)
    if (application.status !== 'APPROVED' || !number) return []
    return list(membership.people).flatMap((item, index) => {
      const person = record(item)
      const firstName = text(person.firstName)
      const surname = text(person.surname)
      if (!firstName || !surname) return []
      const relationship = relationshipOf(application, person)
      return [
        {
          key: `${text(application.reference)}-${index}`,
          membership: number,
          firstName,
          surname,
          ...(relationship ? { relationship } : {}),
          said: person.role === 'member' ? '' : text(person.relationship),
        },
      ]
    })
  })
}
