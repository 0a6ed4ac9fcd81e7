/**
 * The quiz answers, kept on this device only and never sent anywhere (nothing in this feature
 * calls the gateway). By default for this tab only (sessionStorage), so a reload mid-quiz
 * loses nothing but the next person on a shared phone does not find them; in localStorage only
 * when the person chooses "Keep my answers on this device". Quick exit
 * removes both (src/drafts/private-data.ts).
 *
 * What is read back is validated, because storage is shared with every other script on the
 * origin and with older versions of the app; anything that does not match is ignored. Answers
 * an older version kept in localStorage by default are moved to this tab's storage. Storage
 * that is disabled (private mode, quota) leaves the quiz working for this visit.
 */
import { PGSI_KEPT_KEY, PGSI_LEGACY_KEY, PGSI_SESSION_KEY } from '../../drafts/private-data'
import { ANSWERS, QUESTION_IDS, type Answers } from './scoring'

/**
 * Only known questions, each with a known answer; anything else is not ours. Plain code, not
 * valibot: the quiz page would carry 2.7 KiB more (the route budget).
 */
function isAnswers(value: unknown): value is Answers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.entries(value).every(
    ([id, answer]) =>
      (QUESTION_IDS as readonly string[]).includes(id) &&
      (ANSWERS as readonly unknown[]).includes(answer),
  )
}

export interface Stored {
  answers: Answers
  /** The person chose to keep them on this device. */
  keep: boolean
}

function read(storage: Storage, key: string): Answers | undefined {
  const raw = storage.getItem(key)
  if (raw === null) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    return isAnswers(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

export function loadAnswers(): Stored {
  try {
    const kept = read(localStorage, PGSI_KEPT_KEY)
    if (kept) return { answers: kept, keep: true }
    const legacy = read(localStorage, PGSI_LEGACY_KEY)
    localStorage.removeItem(PGSI_LEGACY_KEY)
    const session = read(sessionStorage, PGSI_SESSION_KEY) ?? legacy ?? {}
    if (legacy) saveAnswers(session, false)
    return { answers: session, keep: false }
  } catch {
    return { answers: {}, keep: false }
  }
}

/** Keeps the answers where the person chose, and nowhere else. `{}` keeps nothing. */
export function saveAnswers(answers: Answers, keep: boolean): void {
  const empty = Object.keys(answers).length === 0
  const text = JSON.stringify(answers)
  try {
    if (keep && !empty) localStorage.setItem(PGSI_KEPT_KEY, text)
    else localStorage.removeItem(PGSI_KEPT_KEY)
    if (!keep && !empty) sessionStorage.setItem(PGSI_SESSION_KEY, text)
    else sessionStorage.removeItem(PGSI_SESSION_KEY)
  } catch {
    // Storage disabled or full: the answers last for this visit only.
  }
}

export function clearAnswers(): void {
  saveAnswers({}, false)
}
