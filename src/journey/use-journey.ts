/**
 * The state of one journey on the page: the answers and files (from the draft, or from a
 * refused outbox entry being corrected), the errors shown, and the moves between pages. Every
 * change is saved as the draft within half a second and when the page is hidden, so a reload,
 * a closed tab or an app update loses nothing.
 */
import { useLingui } from '@lingui/react'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createDraftSaver, loadDraft, markUnsaved, type DraftSaver } from '../drafts'
import type { UploadKind } from '../shared/uploads'
import { loadValidation } from '../i18n/use-validation'
import { useLoadOnUse } from '../components/form/use-load-on-use'
import type { FileFailure } from './files'
import { getAt, prune, setAt, visibleSteps, type FieldError, type PickedFile } from './model'
import { CHECK_STEP, type JourneySearch } from './search'
import type { Answers, GroupField, Journey, Step } from './types'

/**
 * `start`: answers the address gives (a report of a fake opened from a check's answer, with its
 * code), over the draft's: the person came to the form for them.
 */
export function useJourney(journey: Journey, search: JourneySearch, start?: Answers) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const [loaded, setLoaded] = useState(false)
  const [answers, setAnswers] = useState<Answers>({})
  const [files, setFiles] = useState<PickedFile[]>([])
  const [resumed, setResumed] = useState(false)
  const [correcting, setCorrecting] = useState<string>()
  const [refused, setRefused] = useState<FieldError[]>([])
  const [shown, setShown] = useState<FieldError[]>([])
  const [fileFailures, setFileFailures] = useState<FileFailure[]>([])
  const [busy, setBusy] = useState(false)
  const [uncheckable, setUncheckable] = useState(false)
  // The journey with its later pages (types.ts WorkedOut), once loaded: a form may declare
  // only its first pages, so that its first visit loads no other page's words.
  const [whole, setWhole] = useState(() => (journey.workedOut ? undefined : journey))
  const known = whole ?? journey
  // An address past the declared pages (a reload on a later page, Check your answers, an
  // entry to correct) waits for the rest; offline and not yet kept, the first page shows,
  // with the notice that the form cannot be checked.
  const [unreachable, setUnreachable] = useState(false)
  const waiting =
    !whole &&
    !unreachable &&
    (Boolean(search.correct) ||
      (search.step !== undefined && !journey.steps.some((item) => item.id === search.step)))
  useEffect(() => {
    if (!waiting) return
    let live = true
    import('./worked-out')
      .then((module) => module.completeJourney(journey))
      .then(
        (complete) => live && setWhole(complete),
        () => {
          if (!live) return
          setUnreachable(true)
          setUncheckable(true)
        },
      )
    return () => {
      live = false
    }
  }, [waiting, journey])

  // Load once: the entry being corrected, or this form's draft.
  useEffect(() => {
    let live = true
    void (async () => {
      if (search.correct) {
        const [{ getEntry, entryFiles }, { answersFromFields }, { isVeiled }] = await Promise.all([
          import('../offline/outbox-on-submit'),
          import('./submit'),
          import('../config/outbox-veil'),
        ])
        const entry = await getEntry(search.correct)
        // Not one the portal's Quick exit veiled: the form opens empty instead.
        if (entry?.state === 'needs-attention' && !isVeiled(entry.reference, entry.createdAt)) {
          const stored = await entryFiles(search.correct)
          if (!live) return
          setAnswers(answersFromFields(journey, entry.fields))
          setFiles(
            stored.map((file, index) => ({
              id: `${file.field}-${index}`,
              field: file.field,
              name: file.name,
              type: file.type,
              data: file.data,
            })),
          )
          setRefused(entry.lastError?.errors ?? [])
          setCorrecting(search.correct)
          setLoaded(true)
          return
        }
      }
      const draft = await loadDraft(journey.id).catch(() => undefined)
      if (!live) return
      if (draft || start) {
        setAnswers({ ...(draft?.answers as Answers | undefined), ...start })
      }
      if (draft) {
        setFiles(draft.files ?? [])
        setResumed(
          Object.keys(draft.answers as Answers).length > 0 || (draft.files ?? []).length > 0,
        )
      }
      setLoaded(true)
    })()
    return () => {
      live = false
    }
    // The source is chosen once per mount (the route remounts the journey per `correct`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Save the draft shortly after each change, and at once when the page is hidden or left
  // (src/drafts/autosave.ts); the update prompt flushes it before a reload (unsaved.ts).
  const saver = useRef<DraftSaver | undefined>(undefined)
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    if (!loaded || correcting) return
    const current = createDraftSaver(journey.id)
    saver.current = current
    const unmark = markUnsaved({ id: journey.id, keptAsDraft: true, flush: current.flush })
    return () => {
      unmark()
      void current.dispose()
      if (saver.current === current) saver.current = undefined
    }
  }, [loaded, correcting, journey.id, generation])
  useEffect(() => {
    saver.current?.schedule({ answers, files })
  }, [answers, files, generation])

  const steps = useMemo(() => visibleSteps(known, answers), [known, answers])
  // A refused entry opens on Check your answers, where its refusals are listed.
  const onCheck = search.step === CHECK_STEP || (Boolean(correcting) && !search.step)
  const step: Step | undefined = onCheck
    ? undefined
    : (steps.find((item) => item.id === search.step) ?? steps[0])
  const index = step ? steps.indexOf(step) : steps.length

  /** To a page (or Check your answers); `returnToCheck`: its Continue goes back there. */
  const go = useCallback(
    (stepId: string | undefined, returnToCheck = false) => {
      setShown([])
      setFileFailures([])
      const next: JourneySearch = { ...(stepId ? { step: stepId } : {}) }
      if (returnToCheck && stepId !== CHECK_STEP) next.return = CHECK_STEP
      if (correcting) next.correct = correcting
      return navigate({ to: journey.path as never, search: next as never })
    },
    [navigate, journey.path, correcting],
  )

  const setAnswer = useCallback((path: string, value: unknown) => {
    setAnswers((current) => setAt(current, path, value))
    setRefused((current) => current.filter((error) => error.path !== path))
  }, [])

  /** Removes item `index` of the group at `path`, and lets the group correct what pointed at it. */
  const removeItem = useCallback((field: GroupField, path: string, index: number) => {
    setAnswers((current) => {
      const items = getAt(current, path)
      const kept = Array.isArray(items) ? items.filter((_, i) => i !== index) : []
      const next = setAt(current, path, kept)
      return field.afterRemove ? field.afterRemove(next, index) : next
    })
    setRefused((current) => current.filter((error) => !error.path.startsWith(path)))
  }, [])

  // The answers as they are now, not as they were when a callback was made: the checks load
  // after the press and a person may type on meanwhile (nothing typed may be lost), and files
  // picked in turn count against the limit together.
  const latest = useRef({ answers, files })
  useEffect(() => {
    latest.current = { answers, files }
  }, [answers, files])

  const addFiles = useCallback(
    async (field: string, kind: UploadKind, picked: File[], max: number) => {
      setBusy(true)
      try {
        // Picking files is not every page's business: its checks load on the first pick.
        const { preparePicked } = await import('./files')
        const held = latest.current.files.filter((file) => file.field === field).length
        const { taken, failures } = await preparePicked(picked, field, kind, max, held)
        setFiles((current) => {
          const others = current.filter((file) => file.field !== field)
          const mine = [...current.filter((file) => file.field === field), ...taken]
          // One file: a new pick replaces the old.
          return [...others, ...(max === 1 ? mine.slice(-1) : mine.slice(0, max))]
        })
        setFileFailures((current) => [...current.filter((f) => f.field !== field), ...failures])
        setRefused((current) => current.filter((error) => error.path !== field))
        // A good file answers "Select a file": its message goes, by the field and in the summary.
        if (taken.length > 0) setShown((current) => current.filter((error) => error.path !== field))
      } finally {
        setBusy(false)
      }
    },
    [],
  )

  const removeFile = useCallback((id: string) => {
    setFiles((current) => current.filter((file) => file.id !== id))
  }, [])

  // The checks (checks.ts and the contract's schema) are not the first page's business: they
  // start loading at the first focus in the form (`prepare`), and Continue waits for them.
  const { load: loadChecks, prepare } = useLoadOnUse(
    useCallback(() => import('./checks').then((module) => module.loadChecks(journey)), [journey]),
  )
  /** The checks; undefined, with a notice, when they cannot be fetched (offline, not cached). */
  const checksNow = useCallback(async () => {
    const loaded = await loadChecks().catch(() => undefined)
    setUncheckable(!loaded)
    // The checks complete the journey (checks.ts): its later pages are known from here on.
    if (loaded) setWhole(loaded.journey)
    return loaded
  }, [loadChecks])

  /** Continue: this page's errors, or the next page (or back to Check your answers). */
  const continueFrom = useCallback(
    async (from: Step, returnToCheck: boolean) => {
      const checks = await checksNow()
      if (!checks) return
      const { answers, files } = latest.current
      const errors = checks.stepErrors(from, answers, files)
      if (errors.length > 0) {
        // In the person's language: the words load with the first error (at once, mostly:
        // the page started loading them on first focus), else they show in English.
        void loadValidation().then(() => setShown(errors))
        return
      }
      const complete = checks.journey
      const kept = prune(complete, answers, files)
      setAnswers(kept.answers)
      setFiles(kept.files)
      if (returnToCheck) {
        // A changed answer may open pages not answered yet (a report that now gives a name
        // asks how to reach the person): they come before Check your answers, each returning
        // there (GOV.UK check answers; HMPO's wizard goes the same way).
        const open = checks.firstStepWithErrors(kept.answers, kept.files)
        void go(open?.id ?? CHECK_STEP, Boolean(open))
        return
      }
      const after = visibleSteps(complete, kept.answers)
      const next = after[after.findIndex((item) => item.id === from.id) + 1]
      void go(next ? next.id : CHECK_STEP)
    },
    [go, checksNow],
  )

  const startAgain = useCallback(async () => {
    await saver.current?.clear()
    setGeneration((value) => value + 1)
    // As the form was opened: the answers its address gives (a code, the offer of a member's
    // cover) are still what the person came with.
    setAnswers({ ...start })
    setFiles([])
    setResumed(false)
    setRefused([])
    void go(undefined)
  }, [go, start])

  /** Submit from Check your answers: to the outbox, then the confirmation page. */
  const submit = useCallback(async () => {
    const checks = await checksNow()
    if (!checks) return
    const { answers, files } = latest.current
    const incomplete = checks.firstStepWithErrors(answers, files)
    if (incomplete) {
      const errors = checks.stepErrors(incomplete, answers, files)
      // Shown once the page is there: the router focuses the page's main content when it is,
      // and the error summary then takes focus from it (GOV.UK error summary).
      await Promise.all([go(incomplete.id, true), loadValidation()])
      setShown(errors)
      return
    }
    setBusy(true)
    try {
      // Check your answers' summary and the outbox load with the submit, not with the form.
      const { submitJourney } = await import('./submit')
      const reference = await submitJourney(i18n, journey, answers, files, correcting)
      // Personal data leaves the draft once it is in the outbox (which deletes it on delivery).
      await saver.current?.clear()
      await navigate({ to: '/submitted/$reference', params: { reference } })
    } finally {
      setBusy(false)
    }
  }, [journey, correcting, go, i18n, navigate, checksNow])

  return {
    loaded: loaded && !waiting,
    answers,
    files,
    steps,
    step,
    index,
    onCheck,
    resumed,
    correcting,
    refused,
    shown,
    fileFailures,
    busy,
    uncheckable,
    prepare,
    go,
    setAnswer,
    removeItem,
    addFiles,
    removeFile,
    continueFrom,
    startAgain,
    submit,
  }
}

export type JourneyState = ReturnType<typeof useJourney>
