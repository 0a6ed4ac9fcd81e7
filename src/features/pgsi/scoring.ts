/**
 * PGSI scoring: a pure function, so every boundary is tested by a table and the quiz needs
 * no network at all.
 *
 * The scale follows docs/design.md section 6: the portal offers five answers,
 * mapped onto the standard four-point PGSI scale (never 0, sometimes 1, most of the time 2,
 * almost always 3): never 0, rarely 1, sometimes 1, often 2, always 3. Nine items, so a
 * score runs from 0 to 27. The categories are those of the same section.
 */

/** The nine standard items (Ferris & Wynne 2001), in their order. */
export const QUESTION_IDS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const
export type QuestionId = (typeof QUESTION_IDS)[number]

/** The five answers, in the order they are offered. */
export const ANSWERS = ['never', 'rarely', 'sometimes', 'often', 'always'] as const
export type Answer = (typeof ANSWERS)[number]

export const POINTS: Readonly<Record<Answer, number>> = {
  never: 0,
  rarely: 1,
  sometimes: 1,
  often: 2,
  always: 3,
}

export const MAX_SCORE = QUESTION_IDS.length * POINTS.always

export type Answers = Partial<Record<QuestionId, Answer>>

/** 0 non-problem, 1 to 2 low-risk, 3 to 7 moderate-risk, 8 or more problem. */
export type Category = 'non-problem' | 'low-risk' | 'moderate-risk' | 'problem'

/** The score bands, lowest first; `max` undefined means "or more". */
export const BANDS: ReadonlyArray<{ category: Category; min: number; max?: number }> = [
  { category: 'non-problem', min: 0, max: 0 },
  { category: 'low-risk', min: 1, max: 2 },
  { category: 'moderate-risk', min: 3, max: 7 },
  { category: 'problem', min: 8 },
]

export function categoryFor(score: number): Category {
  if (score <= 0) return 'non-problem'
  if (score <= 2) return 'low-risk'
  if (score <= 7) return 'moderate-risk'
  return 'problem'
}

/** The questions still to answer, in their order. */
export function unanswered(answers: Answers): QuestionId[] {
  return QUESTION_IDS.filter((id) => answers[id] === undefined)
}

export type Result =
  { complete: true; score: number; category: Category } | { complete: false; missing: QuestionId[] }

/** The score and category, only once all nine are answered: a partial PGSI means nothing. */
export function scorePgsi(answers: Answers): Result {
  const missing = unanswered(answers)
  if (missing.length > 0) return { complete: false, missing }
  const score = QUESTION_IDS.reduce((sum, id) => sum + POINTS[answers[id]!], 0)
  return { complete: true, score, category: categoryFor(score) }
}
