/**
 * The claim's data from its answers (journey `derive`, cover-pick.ts): a person chosen from the
 * member's cover gives the membership number and the deceased's names and relationship; the
 * form's own answers (`coverOffered`, `coverPick`) are not sent.
 */
import type { Answers } from '../../journey/types'
import { chosen } from './cover-pick'

const group = (value: unknown): Answers =>
  typeof value === 'object' && value !== null ? (value as Answers) : {}

export function deriveClaim(data: Answers): Answers {
  const { coverOffered: _offered, coverPick: _pick, ...rest } = data
  const pick = chosen(data)
  if (!pick) return rest
  return {
    ...rest,
    member: { ...group(rest.member), membership: pick.membership },
    deceased: {
      ...group(rest.deceased),
      firstName: pick.firstName,
      surname: pick.surname,
      ...(pick.relationship ? { relationship: pick.relationship } : {}),
    },
  }
}
