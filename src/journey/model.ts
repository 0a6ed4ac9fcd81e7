/**
 * The journey's logic, without React: which steps and fields show for the answers so far, what
 * a change of answer drops, the data the contract receives, and the errors of one page, all
 * decided by the contract's own schema and conditions (src/shared/contracts), so the device
 * and the gateway cannot disagree.
 */
import * as v from 'valibot'
import type { DraftFile } from '../drafts'
import { conditionsOf, fileCountProblems } from '../shared/contracts/contract'
import { messageText, toFieldErrors, type FieldError } from '../shared/messages'
import type { Answers, Field, Journey, Step } from './types'

export type { FieldError }

/** A file the user picked, prepared and held as bytes (the draft and the outbox keep these). */
export type PickedFile = DraftFile

// ---- paths ----------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const keysOf = (path: string) => path.split('.').filter(Boolean)

export function getAt(answers: unknown, path: string): unknown {
  let node: unknown = answers
  for (const key of keysOf(path)) {
    if (Array.isArray(node)) node = node[Number(key)]
    else if (isRecord(node)) node = node[key]
    else return undefined
  }
  return node
}

/** A copy of `answers` with `value` at `path` (parents made as needed; undefined deletes). */
export function setAt<T>(answers: T, path: string, value: unknown): T {
  const [key, ...rest] = keysOf(path)
  if (key === undefined) return value as T
  const index = Number(key)
  if (Array.isArray(answers) && Number.isInteger(index)) {
    const copy = [...answers]
    copy[index] = rest.length ? setAt(copy[index] ?? {}, rest.join('.'), value) : value
    return copy as T
  }
  const copy: Record<string, unknown> = isRecord(answers) ? { ...answers } : {}
  const next = rest.length ? setAt(copy[key] ?? {}, rest.join('.'), value) : value
  if (next === undefined) delete copy[key]
  else copy[key] = next
  return copy as T
}

/** The id of a field's control on the page: `<journey>-applicant-fullName`. */
export const fieldId = (journey: Journey, path: string) =>
  `${journey.id}-${path.replace(/\./g, '-')}`

// ---- what shows -----------------------------------------------------------------------------

/** The answers with the form's fixed ones, as the conditions read them. */
const withFixed = (journey: Journey, answers: Answers): Answers => ({
  ...answers,
  ...journey.fixed,
})

/** Whether the contract takes this answer for these answers (its declared conditions). */
function contractAllows(journey: Journey, field: Field, data: Answers): boolean {
  if (field.control === 'file') {
    const rule = journey.contract.files[field.path]
    return rule ? (rule.allowed?.(data) ?? true) : false
  }
  const top = keysOf(field.path)[0] ?? ''
  const condition = conditionsOf(journey.contract.schema)[top]
  return condition?.allowed ? condition.allowed(data) : true
}

export function fieldVisible(journey: Journey, field: Field, answers: Answers): boolean {
  const data = withFixed(journey, answers)
  return (field.when?.(data) ?? true) && contractAllows(journey, field, data)
}

export function visibleFields(journey: Journey, step: Step, answers: Answers): Field[] {
  return step.fields.filter((field) => fieldVisible(journey, field, answers))
}

export function visibleSteps(journey: Journey, answers: Answers): Step[] {
  const data = withFixed(journey, answers)
  return journey.steps.filter(
    (step) => (step.when?.(data) ?? true) && visibleFields(journey, step, answers).length > 0,
  )
}

/** Whether leaving the field empty is fine for these answers ("(optional)" in its label). */
export function isOptional(journey: Journey, field: Field, answers: Answers): boolean {
  const data = withFixed(journey, answers)
  if (field.control === 'file') {
    return !(journey.contract.files[field.path]?.required?.(data) ?? false)
  }
  if (field.control === 'checkbox') return false
  const schema = schemaAt(journey.contract.schema, field.path)
  if (!schema || !v.safeParse(schema, undefined).success) return false
  const top = keysOf(field.path)[0] ?? ''
  const condition = conditionsOf(journey.contract.schema)[top]
  return !(keysOf(field.path).length === 1 && condition?.required?.(data))
}

/** The schema of `path` inside an object schema, through optional wrappers and pipes. */
function schemaAt(schema: v.GenericSchema, path: string): v.GenericSchema | undefined {
  let node: unknown = schema
  for (const key of keysOf(path)) {
    let current = node as { wrapped?: unknown; entries?: Record<string, unknown>; item?: unknown }
    while (current?.wrapped) current = current.wrapped as typeof current
    node = current?.entries ? current.entries[key] : current?.item
    if (!node) return undefined
  }
  return node as v.GenericSchema
}

// ---- what a change drops --------------------------------------------------------------------

/**
 * The answers and files without those that no longer apply: an answer whose field is hidden
 * now (relationship changed from "other": the other relationship goes), a player's details once
 * the application is not for a third party, files of an upload the kind does not take.
 */
export function prune(
  journey: Journey,
  answers: Answers,
  files: readonly PickedFile[],
): { answers: Answers; files: PickedFile[] } {
  let kept = answers
  for (const step of journey.steps) {
    for (const field of step.fields) {
      if (field.control === 'file') continue
      if (!fieldVisible(journey, field, kept) && getAt(kept, field.path) !== undefined) {
        kept = setAt(kept, field.path, undefined)
      }
    }
  }
  const data = withFixed(journey, kept)
  for (const [key, condition] of Object.entries(conditionsOf(journey.contract.schema))) {
    if (condition.allowed && !condition.allowed(data) && kept[key] !== undefined) {
      kept = setAt(kept, key, undefined)
    }
  }
  const fileFields = new Set(
    journey.steps
      .flatMap((step) =>
        step.fields.filter((f) => f.control === 'file' && fieldVisible(journey, f, kept)),
      )
      .map((field) => field.path),
  )
  return { answers: kept, files: files.filter((file) => fileFields.has(file.field)) }
}

// ---- the data and its errors ----------------------------------------------------------------

/** Blank text left out, recursively: an optional answer left empty is not sent. */
function withoutBlanks(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (Array.isArray(value)) return value.map(withoutBlanks)
  if (!isRecord(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const kept = withoutBlanks(item)
    if (kept !== undefined) out[key] = kept
  }
  return out
}

/** What the contract receives: the answers that apply, the fixed ones, no blanks. */
export function dataOf(journey: Journey, answers: Answers): Answers {
  const { answers: kept } = prune(journey, answers, [])
  return withoutBlanks(withFixed(journey, kept)) as Answers
}

const fileCounts = (files: readonly PickedFile[]) => {
  const counts: Record<string, number> = {}
  for (const file of files) counts[file.field] = (counts[file.field] ?? 0) + 1
  return counts
}

/** Every error of the whole submission, one per field, in the schema's order. */
export function allErrors(
  journey: Journey,
  answers: Answers,
  files: readonly PickedFile[],
): FieldError[] {
  const schema = journey.contract.schema
  const data = dataOf(journey, answers)
  const result = v.safeParse(schema, data)
  const errors = result.success ? [] : toFieldErrors(result.issues, schema)
  for (const problem of fileCountProblems(journey.contract, data, fileCounts(files))) {
    errors.push({ path: problem.path, message: messageText(problem.key, problem.values) })
  }
  return errors
}

/** Whether an error at `errorPath` concerns the field at `fieldPath` (or a part of it). */
const concerns = (fieldPath: string, errorPath: string) =>
  errorPath === fieldPath ||
  errorPath.startsWith(`${fieldPath}.`) ||
  fieldPath.startsWith(`${errorPath}.`)

/**
 * The errors of one page, each on one of its visible fields, in the page's order. An error on
 * a group the page fills (`applicant` missing) goes to the page's first field of that group.
 */
export function stepErrors(
  journey: Journey,
  step: Step,
  answers: Answers,
  files: readonly PickedFile[],
): FieldError[] {
  // A page's group not yet started (no `applicant` at all) gets its fields' own messages, not
  // one message for the missing group: its parents are made, empty, before checking.
  let filled = answers
  for (const field of visibleFields(journey, step, answers)) {
    if (field.control !== 'file' && getAt(filled, field.path) === undefined) {
      filled = setAt(filled, field.path, undefined)
    }
  }
  const errors = allErrors(journey, filled, files)
  const out: FieldError[] = []
  for (const field of visibleFields(journey, step, answers)) {
    const mine = errors.filter((error) => concerns(field.path, error.path))
    for (const error of mine) {
      const path = error.path.length < field.path.length ? field.path : error.path
      if (!out.some((item) => item.path === path)) out.push({ path, message: error.message })
    }
  }
  return out
}

/** The first step (in order) with an error, for a submission that is not complete. */
export function firstStepWithErrors(
  journey: Journey,
  answers: Answers,
  files: readonly PickedFile[],
): Step | undefined {
  return visibleSteps(journey, answers).find(
    (step) => stepErrors(journey, step, answers, files).length > 0,
  )
}
