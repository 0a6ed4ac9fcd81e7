/**
 * The support persons a self-exclusion names (`data.supportPersons`: `{ fullName,
 * relationship, phone?, email? }[]`), read defensively: the answers were checked by the
 * contract of their day, so an older case has none and an entry without a name is left out.
 * Texts are trimmed and cut to a length a page can show.
 */
import type { SupportPerson } from '../../../src/shared/schemas/staff-cases'

const MAX_PERSONS = 10
const MAX_TEXT = 200

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TEXT) : null

export function supportPersonsOf(data: Record<string, unknown>): SupportPerson[] {
  const list = data.supportPersons
  if (!Array.isArray(list)) return []
  return list
    .flatMap((item: unknown): SupportPerson[] => {
      if (typeof item !== 'object' || item === null) return []
      const person = item as Record<string, unknown>
      const fullName = text(person.fullName)
      if (!fullName) return []
      return [
        {
          fullName,
          relationship: text(person.relationship),
          phone: text(person.phone),
          email: text(person.email),
        },
      ]
    })
    .slice(0, MAX_PERSONS)
}
