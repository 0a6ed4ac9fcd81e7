/**
 * The quiz answers, kept on this device only (localStorage `pgsi-answers`) so a reload
 * mid-quiz loses nothing. They are never sent anywhere: nothing in this feature calls the
 * gateway. What is read back is validated, because storage is shared with every other script
 * on the origin and with older versions of the app; anything that does not match is ignored.
 * Storage that is disabled (private mode, quota) leaves the quiz working for this visit.
 * The check is plain code, not valibot: the quiz page would carry 2.7 KiB more (issue 13).
 */
import { ANSWERS, QUESTION_IDS, type Answers } from './scoring'

export const STORAGE_KEY = 'pgsi-answers'

/** Only known questions, each with a known answer; anything else is not ours. */
function isAnswers(value: unknown): value is Answers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.entries(value).every(
    ([id, answer]) =>
      (QUESTION_IDS as readonly string[]).includes(id) &&
      (ANSWERS as readonly unknown[]).includes(answer),
  )
}

export function loadAnswers(): Answers {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (raw === null) return {}
    const parsed: unknown = JSON.parse(raw)
    return isAnswers(parsed) ? parsed : {}
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
