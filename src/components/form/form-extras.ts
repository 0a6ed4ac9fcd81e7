/**
 * What the staff forms and the sites search need from a light form and the Verify checks do
 * not: a field's value changed in place, and a busy flag while a valid submit's work runs. A
 * module apart from use-light-form.ts, so that the check pages, held to the route budget
 * (docs/design.md section 7), do not download them.
 */
import { useCallback, useState, type RefObject } from 'react'

/**
 * Writes a text into one field's input (a text input, a text area, a select) without
 * remounting it: focus stays where it is. `form` is the light form's `ref`.
 */
export function setFieldValue(
  form: RefObject<HTMLFormElement | null>,
  name: string,
  value: string,
): void {
  const input = form.current?.elements.namedItem(name) as HTMLInputElement | null
  if (input) input.value = value
}

/**
 * `[submitting, busy]`: `busy(work)` runs the work of a valid submit (a call to the gateway)
 * and `submitting` is true until it ends, so that its button can be disabled meanwhile.
 */
export function useSubmitting() {
  const [submitting, setSubmitting] = useState(false)
  const busy = useCallback(async (work: () => Promise<unknown>) => {
    setSubmitting(true)
    try {
      await work()
    } finally {
      setSubmitting(false)
    }
  }, [])
  return [submitting, busy] as const
}
