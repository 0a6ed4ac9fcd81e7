/**
 * The validation table (validation.ts: every shared message as a Lingui descriptor, ~5 KiB with
 * its messages) loaded on demand: a page that shows no error never needs it (docs/design.md
 * section 7). Forms start loading it on first use (a focus, a pick), so that by the time an
 * error is shown it is there; until then, and offline before the service worker has it, a
 * message shows in the English the schema gave.
 */
import { useEffect, useSyncExternalStore } from 'react'
import type * as ValidationModule from './validation'

export type Validation = typeof ValidationModule

let validation: Validation | undefined
let loading: Promise<Validation | undefined> | undefined
const listeners = new Set<() => void>()

/** Loads the table (once); resolves with it, or undefined when it could not be fetched. */
export function loadValidation(): Promise<Validation | undefined> {
  loading ??= import('./validation-table').then(
    (module) => {
      validation = module
      for (const listener of [...listeners]) listener()
      return module
    },
    () => {
      loading = undefined // offline before it was cached: tried again next time
      return undefined
    },
  )
  return loading
}

export function loadedValidation(): Validation | undefined {
  return validation
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * The table once loaded (the component renders again then); undefined before. `needed`: the
 * component shows a message now, so the table loads if it has not yet.
 */
export function useValidation(needed = false): Validation | undefined {
  useEffect(() => {
    if (needed) void loadValidation()
  }, [needed])
  return useSyncExternalStore(subscribe, loadedValidation, () => undefined)
}

/**
 * A form's ref that starts loading the table at the first focus inside it, so that the words
 * are there before a submit or a blur shows the first message.
 */
export function loadValidationOnFocus(form: HTMLFormElement | null): void {
  form?.addEventListener('focusin', () => void loadValidation(), { once: true })
}
