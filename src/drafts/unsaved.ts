/**
 * The forms on screen that hold input the person has not submitted. The
 * update prompt asks here before it reloads the page for a new version: a reload empties a
 * form, so it warns first, and says whether what was typed is kept as a draft (saved on this
 * device, back after the reload) or would be lost. Tiny and free of IndexedDB code, because
 * the update prompt loads it on every page.
 */
export interface UnsavedForm {
  /** One entry per form, e.g. its draft key. */
  id: string
  /** True when the form keeps a draft, so a reload loses nothing once `flush` has run. */
  keptAsDraft: boolean
  /** Saves the draft now. */
  flush?: () => Promise<void>
}

const forms = new Map<string, UnsavedForm>()

/** Marks a form as holding unsaved input; the returned function unmarks it. */
export function markUnsaved(form: UnsavedForm): () => void {
  forms.set(form.id, form)
  return () => {
    if (forms.get(form.id) === form) forms.delete(form.id)
  }
}

export function unsavedForms(): UnsavedForm[] {
  return [...forms.values()]
}

/** Saves every draft now, before a reload. */
export async function flushUnsaved(): Promise<void> {
  await Promise.all(unsavedForms().map((form) => form.flush?.()))
}
