/**
 * The quiz answers, kept on this device only (localStorage `pgsi-answers`) so a reload
 * mid-quiz loses nothing. They are never sent anywhere: nothing in this feature calls the
 * gateway. What is read back is validated, because storage is shared with every other script
 * on the origin and with older versions of the app; anything that does not match is ignored.
 * Storage that is disabled (private mode, quota) leaves the quiz working for this visit.
 */
import * as v from 'valibot'
import { ANSWERS, QUESTION_IDS, type Answers, type QuestionId } from './scoring'

export const STORAGE_KEY = 'pgsi-answers'

const answer = v.optional(v.picklist(ANSWERS))

const StoredAnswers = v.strictObject(
  Object.fromEntries(QUESTION_IDS.map((id) => [id, answer])) as Record<QuestionId, typeof answer>,
)

export function loadAnswers(): Answers {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (raw === null) return {}
    const parsed = v.safeParse(StoredAnswers, JSON.parse(raw))
    return parsed.success ? parsed.output : {}
  } catch {
    return {}
  }
}

export function saveAnswers(answers: Answers): void {
  try {
    if (Object.keys(answers).length === 0) localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(answers))
  } catch {
    // Storage disabled or full: the answers last for this visit only.
  }
}

export function clearAnswers(): void {
  try {
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing could have been stored.
  }
}
