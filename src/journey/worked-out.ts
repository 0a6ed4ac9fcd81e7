/**
 * A journey completed with what it works out rather than asks, and with its later pages
 * (types.ts `workedOut`): loaded once, when the checks, Check your answers, the submit or a
 * later page first need it, so that a form's first page loads none of it. A journey without
 * `workedOut` is complete as declared.
 */
import type { Field, Journey, Step, WorkedOut } from './types'

const loading = new WeakMap<Journey, Promise<Journey>>()
const loaded = new WeakMap<Journey, Journey>()

function withDisplays(fields: readonly Field[], display: WorkedOut['display']): Field[] {
  return fields.map((field) => {
    if (field.control === 'group') return { ...field, fields: withDisplays(field.fields, display) }
    const shown = display && Object.hasOwn(display, field.path) ? display[field.path] : undefined
    return field.control === 'custom' && shown ? { ...field, display: shown } : field
  })
}

export function withWorkedOut(journey: Journey, worked: WorkedOut): Journey {
  return {
    ...journey,
    derive: worked.derive ?? journey.derive,
    problems: worked.problems ?? journey.problems,
    steps: [...journey.steps, ...(worked.steps ?? [])].map((step) => ({
      ...step,
      fields: withDisplays(step.fields, worked.display),
    })),
  }
}

/** The journey completed; rejects when its code cannot be fetched (offline, not yet kept). */
export function completeJourney(journey: Journey): Promise<Journey> {
  const load = journey.workedOut
  if (!load) return Promise.resolve(journey)
  let pending = loading.get(journey)
  if (!pending) {
    pending = load().then((worked) => {
      const complete = withWorkedOut(journey, worked)
      loaded.set(journey, complete)
      return complete
    })
    // Tried again at the next need.
    pending.catch(() => loading.delete(journey))
    loading.set(journey, pending)
  }
  return pending
}

/** The journey completed, if it already is (or needs nothing). */
export const completedNow = (journey: Journey): Journey | undefined =>
  journey.workedOut ? loaded.get(journey) : journey

/**
 * A journey that declares its first pages only, completed with the pages after them, as the
 * readers that need it whole at once have it (the staff's readings, the tests): complete, so
 * that nothing completes it again.
 */
export function withLaterSteps(journey: Journey, steps: readonly Step[]): Journey {
  const { workedOut: _declared, ...first } = journey
  return { ...first, steps: [...first.steps, ...steps] }
}
