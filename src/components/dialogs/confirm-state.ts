/**
 * The confirm dialog's state (001 section 4): a pending action name. Setting a non-empty name
 * opens the dialog; OK announces that name, Cancel announces an empty one.
 */
import { useSyncExternalStore } from 'react'

type Listener = () => void
type Answer = (actionName: string) => void

let pending = ''
let answer: Answer | undefined
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener()
}

/** Asks the user to confirm `actionName`; resolves with it on OK and with '' on Cancel. */
export function askConfirm(actionName: string): Promise<string> {
  answer?.('')
  pending = actionName
  emit()
  return new Promise((resolve) => {
    answer = resolve
  })
}

export function answerConfirm(ok: boolean): void {
  const name = ok ? pending : ''
  const resolve = answer
  pending = ''
  answer = undefined
  emit()
  resolve?.(name)
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePendingAction(): string {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => '',
  )
}
