/** The quiz answers in React state, mirrored to this device's storage after every change. */
import { useCallback, useEffect, useState } from 'react'
import type { Answer, Answers, QuestionId } from './scoring'
import { loadAnswers, saveAnswers } from './storage'

export function usePgsiAnswers() {
  const [answers, setAnswers] = useState<Answers>(loadAnswers)

  // Saving {} removes the key, so clearing leaves nothing behind (and stale data is dropped).
  useEffect(() => saveAnswers(answers), [answers])

  const choose = useCallback(
    (id: QuestionId, answer: Answer) => setAnswers((previous) => ({ ...previous, [id]: answer })),
    [],
  )
  const clear = useCallback(() => setAnswers({}), [])

  return { answers, choose, clear }
}
