/**
 * The pre-registration's draft: what the person typed and picked is kept on
 * this device (src/drafts) as they go, comes back after a reload, Back or an app update, and
 * goes when they submit or start again. While the form holds input it is marked as unsaved, so
 * the update prompt warns before reloading. A correction of a refused entry keeps no draft:
 * that entry is already on the device, in the outbox.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { LightForm } from '../../components/form/use-light-form'
import {
  createDraftSaver,
  loadDraft,
  markUnsaved,
  type DraftFile,
  type DraftSaver,
} from '../../drafts'
import type { Picked } from './files'

export const DRAFT_KEY = 'product-pre-registration'

type Form = Pick<LightForm<unknown>, 'reset' | 'values' | 'onChange'>

interface Files {
  photos: readonly Picked[]
  document?: Picked
  restore: (next: { photos: Picked[]; document?: Picked }) => void
}

const toDraftFiles = ({ photos, document }: Pick<Files, 'photos' | 'document'>): DraftFile[] => [
  ...photos.map((photo, index) => ({ id: `photos-${index}`, field: 'photos', ...photo })),
  ...(document ? [{ id: 'document', field: 'document', ...document }] : []),
]

const fromDraftFile = ({ name, type, data, width, height }: DraftFile): Picked => ({
  name,
  type,
  data,
  ...(width && height ? { width, height } : {}),
})

const hasInput = (values: Record<string, unknown>, files: number) =>
  files > 0 || Object.values(values).some((value) => typeof value === 'string' && value.trim())

export function useRegistrationDraft(form: Form, files: Files, enabled: boolean) {
  const [restoredAt, setRestoredAt] = useState<Date>()
  const [holding, setHolding] = useState(false)
  // A new saver after Start again: the cleared one saves nothing any more.
  const [generation, setGeneration] = useState(0)
  const saver = useRef<DraftSaver | undefined>(undefined)
  // Saving starts with the first input: opening the page alone writes nothing.
  const started = useRef(false)
  const { reset, values: getValues, onChange } = form
  const { photos, document, restore } = files

  // One saver while drafts are on; leaving the page saves what is waiting.
  useEffect(() => {
    if (!enabled) return
    const current = createDraftSaver(DRAFT_KEY)
    saver.current = current
    return () => {
      saver.current = undefined
      void current.dispose()
    }
  }, [enabled, generation])

  // Back to where the person was, unless they started typing before the draft was read.
  useEffect(() => {
    if (!enabled) return
    let live = true
    void loadDraft(DRAFT_KEY).then(async (draft) => {
      if (!draft) return
      // The answers' check (valibot) loads only when there is a draft: a first visit has none.
      const check = await import('./draft-answers').catch(() => undefined)
      const answers = check?.checkAnswers(draft.answers)
      if (!live || !answers || hasInput(getValues(), 0)) return
      const stored = draft.files ?? []
      if (!hasInput(answers, stored.length)) return
      reset({ ...getValues(), ...answers })
      restore({
        photos: stored.filter((file) => file.field === 'photos').map(fromDraftFile),
        document: stored.filter((file) => file.field === 'document').map(fromDraftFile)[0],
      })
      setRestoredAt(new Date(draft.savedAt))
      // The form holds input again (a reset is not a change the person made: nothing else says so).
      started.current = true
      setHolding(true)
    })
    return () => {
      live = false
    }
    // Once, when the page opens: a later draft is this page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled])

  const save = useCallback(() => {
    const values = getValues()
    const held = hasInput(values, photos.length + (document ? 1 : 0))
    setHolding(held)
    started.current ||= held
    if (started.current)
      saver.current?.schedule({ answers: values, files: toDraftFiles({ photos, document }) })
  }, [getValues, photos, document])

  useEffect(() => onChange(save), [onChange, save])
  // Files picked or removed.
  useEffect(() => save(), [save])

  useEffect(() => {
    if (!holding) return
    return markUnsaved({
      id: DRAFT_KEY,
      keptAsDraft: enabled,
      flush: () => saver.current?.flush() ?? Promise.resolve(),
    })
  }, [holding, enabled])

  /** Submitted: the draft goes, and nothing is saved after. */
  const discard = useCallback(async () => {
    setHolding(false)
    setRestoredAt(undefined)
    await saver.current?.clear()
  }, [])

  /** Started again: the draft goes; what is typed from now on is a new draft. */
  const startAgain = useCallback(async () => {
    await discard()
    started.current = false
    setGeneration((n) => n + 1)
  }, [discard])

  return { restoredAt, holding, discard, startAgain }
}
