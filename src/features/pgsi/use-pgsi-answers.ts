/**
 * The quiz answers in React state, mirrored to this device's storage after every change: for
 * this tab only, unless the person chose to keep them on the device (storage.ts).
 *
 * The stored answers are read after the first render, not during it: the quiz page arrives
 * prerendered with no answer chosen (src/prerender.tsx), and the app's first render must
 * match it to take it over; React then shows the stored answers at once. Nothing is saved
 * before they are read, so a reload never wipes them.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Answer, Answers, QuestionId } from './scoring'
import { loadAnswers, saveAnswers } from './storage'

export function usePgsiAnswers() {
  const [answers, setAnswers] = useState<Answers>({})
  const [keep, setKeep] = useState(false)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    const stored = loadAnswers()
    setAnswers(stored.answers)
    setKeep(stored.keep)
    setLoaded(true)
  }, [])

  // Saving {} removes the keys, so clearing leaves nothing behind (and stale data is dropped).
  useEffect(() => {
    if (loaded) saveAnswers(answers, keep)
  }, [answers, keep, loaded])

  const choose = useCallback(
    (id: QuestionId, answer: Answer) => setAnswers((previous) => ({ ...previous, [id]: answer })),
    [],
  )
  const clear = useCallback(() => setAnswers({}), [])

  return { answers, choose, clear, keep, setKeep }
}
