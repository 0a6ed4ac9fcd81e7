/**
 * A journey's errors, by its contract's schema: the errors of a page, of the whole submission,
 * and the first page that has one. Apart from model.ts because the schema brings valibot and
 * the shared rules and messages, which a form's first page does without (docs/design.md
 * section 7): use-journey.ts loads this with the first focus in the form.
 */
import * as v from 'valibot'
import { fileCountProblems, type AnyContract } from '../shared/contracts/contract'
import { messageText, toFieldErrors, type FieldError } from '../shared/messages'
import { dataOf, getAt, setAt, visibleFields, visibleSteps, type PickedFile } from './model'
import type { Answers, Journey, Step } from './types'
import { completeJourney } from './worked-out'

const fileCounts = (files: readonly PickedFile[]) => {
  const counts: Record<string, number> = {}
  for (const file of files) counts[file.field] = (counts[file.field] ?? 0) + 1
  return counts
}

/** Every error of the whole submission, one per field, in the schema's order. */
function allErrors(
  journey: Journey,
  contract: AnyContract,
  answers: Answers,
  files: readonly PickedFile[],
): FieldError[] {
  const schema = contract.schema
  const data = dataOf(journey, answers)
  const result = v.safeParse(schema, data)
  const errors = result.success ? [] : toFieldErrors(result.issues, schema)
  for (const problem of fileCountProblems(contract, data, fileCounts(files))) {
    errors.push({ path: problem.path, message: messageText(problem.key, problem.values) })
  }
  // What only the journey can judge (a choice against the catalogue), as the gateway would
  // refuse it; the schema's own message on a path comes first.
  for (const problem of journey.problems?.(data) ?? []) {
    if (!errors.some((error) => error.path === problem.path)) errors.push(problem)
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
function stepErrors(
  journey: Journey,
  contract: AnyContract,
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
  const errors = allErrors(journey, contract, filled, files)
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

export interface JourneyChecks {
  /** The journey the checks are of: complete, with its later pages (worked-out.ts). */
  journey: Journey
  /** The errors of one page, in the page's order. */
  stepErrors(step: Step, answers: Answers, files: readonly PickedFile[]): FieldError[]
  /** The first step (in order) with an error, for a submission that is not complete. */
  firstStepWithErrors(answers: Answers, files: readonly PickedFile[]): Step | undefined
}

/** The checks of a journey by its whole contract (the outline's `load()`). */
export function checksOf(journey: Journey, contract: AnyContract): JourneyChecks {
  const onStep = (step: Step, answers: Answers, files: readonly PickedFile[]) =>
    stepErrors(journey, contract, step, answers, files)
  return {
    journey,
    stepErrors: onStep,
    firstStepWithErrors: (answers, files) =>
      visibleSteps(journey, answers).find((step) => onStep(step, answers, files).length > 0),
  }
}

/**
 * A journey's checks, loaded on first use: this file and the contract's schema are their own
 * chunks, which a form's page starts fetching at the first focus in it (use-journey.ts).
 */
export async function loadChecks(journey: Journey): Promise<JourneyChecks> {
  const [contract, complete] = await Promise.all([
    journey.contract.load(),
    completeJourney(journey),
  ])
  return checksOf(complete, contract)
}
