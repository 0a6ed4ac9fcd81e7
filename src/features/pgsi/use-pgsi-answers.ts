/**
 * The quiz answers in React state, mirrored to this device's storage after every change: for
 * this tab only, unless the person chose to keep them on the device (storage.ts).
 */
import { useCallback, useEffect, useState } from 'react'
import type { Answer, Answers, QuestionId } from './scoring'
import { loadAnswers, saveAnswers } from './storage'

export function usePgsiAnswers() {
  const [stored] = useState(loadAnswers)
  const [answers, setAnswers] = useState<Answers>(stored.answers)
  const [keep, setKeep] = useState(stored.keep)

  // Saving {} removes the keys, so clearing leaves nothing behind (and stale data is dropped).
  useEffect(() => saveAnswers(answers, keep), [answers, keep])

  const choose = useCallback(
    (id: QuestionId, answer: Answer) => setAnswers((previous) => ({ ...previous, [id]: answer })),
    [],
  )
  const clear = useCallback(() => setAnswers({}), [])

  return { answers, choose, clear, keep, setKeep }
}
