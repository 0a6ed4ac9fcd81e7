import { describe, expect, it } from 'vitest'
import {
  ANSWERS,
  BANDS,
  MAX_SCORE,
  QUESTION_IDS,
  categoryFor,
  scorePgsi,
  unanswered,
  type Answer,
  type Answers,
} from './scoring'

/** Nine answers, the given ones first, the rest `never`. */
function answersOf(...given: Answer[]): Answers {
  return Object.fromEntries(QUESTION_IDS.map((id, index) => [id, given[index] ?? 'never']))
}

describe('scorePgsi', () => {
  it.each([
    // score, category, answers that reach it
    [0, 'non-problem', answersOf()],
    [1, 'low-risk', answersOf('rarely')],
    [1, 'low-risk', answersOf('sometimes')],
    [2, 'low-risk', answersOf('often')],
    [2, 'low-risk', answersOf('rarely', 'sometimes')],
    [3, 'moderate-risk', answersOf('always')],
    [3, 'moderate-risk', answersOf('rarely', 'rarely', 'sometimes')],
    [7, 'moderate-risk', answersOf('always', 'always', 'rarely')],
    [8, 'problem', answersOf('always', 'always', 'often')],
    [8, 'problem', answersOf('often', 'often', 'often', 'often')],
    [27, 'problem', answersOf(...QUESTION_IDS.map((): Answer => 'always'))],
  ] as const)('scores %i as %s', (score, category, answers) => {
    expect(scorePgsi(answers)).toEqual({ complete: true, score, category })
  })

  it('counts each answer as docs/design.md section 6 says', () => {
    const points = ANSWERS.map((answer) => {
      const result = scorePgsi(answersOf(answer))
      return result.complete ? result.score : NaN
    })
    expect(points).toEqual([0, 1, 1, 2, 3])
  })

  it('gives no score until all nine are answered, and names the missing ones', () => {
    const answers = answersOf('always')
    delete answers.q2
    delete answers.q9
    expect(scorePgsi(answers)).toEqual({ complete: false, missing: ['q2', 'q9'] })
    expect(scorePgsi({})).toEqual({ complete: false, missing: [...QUESTION_IDS] })
  })

  it('has a maximum of 27', () => {
    expect(MAX_SCORE).toBe(27)
  })
})

describe('categoryFor', () => {
  it.each([
    [0, 'non-problem'],
    [1, 'low-risk'],
    [2, 'low-risk'],
    [3, 'moderate-risk'],
    [7, 'moderate-risk'],
    [8, 'problem'],
    [27, 'problem'],
  ] as const)('%i is %s', (score, category) => {
    expect(categoryFor(score)).toBe(category)
  })
})

describe('unanswered', () => {
  it('lists the questions without an answer, in order', () => {
    expect(unanswered({ q1: 'never', q3: 'often' })).toEqual([
      'q2',
      'q4',
      'q5',
      'q6',
      'q7',
      'q8',
      'q9',
    ])
    expect(unanswered(answersOf())).toEqual([])
  })
})

describe('BANDS', () => {
  it('agree with categoryFor at both ends and leave no gap', () => {
    let next = 0
    for (const band of BANDS) {
      expect(band.min).toBe(next)
      expect(categoryFor(band.min)).toBe(band.category)
      expect(categoryFor(band.max ?? MAX_SCORE)).toBe(band.category)
      next = (band.max ?? MAX_SCORE) + 1
    }
    expect(next).toBe(MAX_SCORE + 1)
  })
})
