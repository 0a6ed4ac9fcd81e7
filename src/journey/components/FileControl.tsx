/**
 * An upload field of the contract: what the user picks is prepared on the device (a picture
 * resized, checked for its size and stripped of its metadata: ../files.ts) and kept as bytes
 * in the draft. A file that cannot be taken says why, once, by the field.
 */
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import { FilePicker } from '../../components/form/FilePicker'
import { acceptOf } from '../../shared/uploads'
import type { problemText } from '../file-problems'
import type { JourneyState } from '../use-journey'
import type { FileField, Journey } from '../types'

interface Props {
  journey: Journey
  field: FileField
  state: JourneyState
  id: string
  label: string
  hint?: string
  error?: string
}

type ProblemText = typeof problemText
let loadedWords: ProblemText | undefined

/** The words for a refused file, loaded with the first refusal (file-problems.ts). */
function useProblemWords(needed: boolean): ProblemText | undefined {
  const [words, setWords] = useState(() => loadedWords)
  useEffect(() => {
    if (!needed || words) return
    let live = true
    // Offline before this chunk was kept: the field shows its own error, if any, meanwhile.
    import('../file-problems')
      .then(({ problemText }) => {
        loadedWords = problemText
        if (live) setWords(() => problemText)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [needed, words])
  return words
}

export function FileControl({ journey, field, state, id, label, hint, error }: Props) {
  const { i18n } = useLingui()
  const failure = state.fileFailures.find((item) => item.field === field.path)
  const words = useProblemWords(Boolean(failure))
  const rule = journey.contract.files[field.path]
  if (!rule) return null
  const max = rule.max ?? 1
  const mine = state.files.filter((file) => file.field === field.path)

  const name = failure?.name ?? ''
  const picked = failure && words ? words(i18n, failure.problem, rule.kind, max) : undefined
  const shown = picked ? i18n._(msg`${name}: ${picked}`) : error

  return (
    <FilePicker
      id={id}
      label={label}
      hint={hint}
      accept={acceptOf(rule.kind)}
      multiple={max > 1}
      files={mine}
      error={shown}
      busy={state.busy}
      onPick={(files) => void state.addFiles(field.path, rule.kind, files, max)}
      onRemove={(index) => {
        const file = mine[index]
        if (file) state.removeFile(file.id)
      }}
    />
  )
}
