/**
 * The journey's logic, without React: which steps and fields show for the answers so far, what
 * a change of answer drops and the data the contract receives, all decided by the contract's
 * outline (src/shared/contracts/outline.ts), the conditions its schema is built on, so the
 * device and the gateway cannot disagree. The errors of a page need the schema: checks.ts.
 *
 * Nothing here may import valibot: this is what a form's first page needs.
 */
import type { DraftFile } from '../drafts'
import { optionalIn } from '../shared/contracts/outline'
import type { FieldError } from '../shared/messages'
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
  const condition = journey.contract.conditions[top]
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
  if (!optionalIn(journey.contract, field.path)) return false
  const top = keysOf(field.path)[0] ?? ''
  const condition = journey.contract.conditions[top]
  return !(keysOf(field.path).length === 1 && condition?.required?.(data))
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
  const fields = journey.steps.flatMap((step) => step.fields)
  // One answer may be asked by two fields, each shown in its own case (a payroll number whose
  // label follows the payroll group): it goes only when no field asks it any more.
  const shown = (path: string) =>
    fields.some((field) => field.path === path && fieldVisible(journey, field, kept))
  for (const field of fields) {
    if (field.control === 'file') continue
    if (getAt(kept, field.path) !== undefined && !shown(field.path)) {
      kept = setAt(kept, field.path, undefined)
    }
  }
  const data = withFixed(journey, kept)
  for (const [key, condition] of Object.entries(journey.contract.conditions)) {
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

/** What the contract receives: the answers that apply, the fixed ones, no blanks, derived. */
export function dataOf(journey: Journey, answers: Answers): Answers {
  const { answers: kept } = prune(journey, answers, [])
  const data = withoutBlanks(withFixed(journey, kept)) as Answers
  return journey.derive ? journey.derive(data) : data
}
