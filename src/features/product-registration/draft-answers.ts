/**
 * A saved draft's answers as the form saved them: strings of at most 5,000 characters, and
 * nothing this form does not have; anything else and the draft is not used. A plain check: a
 * flat record of known names needs no schema library on the page's first load.
 */
import { FIELDS, type FieldName } from './fields'

const MAX_LENGTH = 5000

export function checkAnswers(answers: unknown): Partial<Record<FieldName, string>> | undefined {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return undefined
  const checked: Partial<Record<FieldName, string>> = {}
  for (const [name, value] of Object.entries(answers)) {
    const known = (FIELDS as readonly string[]).includes(name)
    if (!known || typeof value !== 'string' || value.length > MAX_LENGTH) return undefined
    checked[name as FieldName] = value
  }
  return checked
}
