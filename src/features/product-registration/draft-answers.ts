/**
 * A saved draft's answers as the form saved them: strings of at most 5,000 characters, and
 * nothing this form does not have; anything else and the draft is not used. Loaded with the
 * draft, as the draft store's own check is (src/drafts/record.ts).
 */
import * as v from 'valibot'
import { FIELDS, type FieldName } from './fields'

const answersSchema = v.record(v.picklist(FIELDS), v.pipe(v.string(), v.maxLength(5000)))

export function checkAnswers(answers: unknown): Partial<Record<FieldName, string>> | undefined {
  const result = v.safeParse(answersSchema, answers)
  return result.success ? result.output : undefined
}
