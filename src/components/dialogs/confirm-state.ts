/**
 * The confirm dialog's state (docs/design.md section 4): a pending action name. Setting a non-empty name
 * opens the dialog; OK announces that name, Cancel announces an empty one. An action that
 * cannot be undone says what it is about to do (`words`: the question, a warning, the button's
 * verb) rather than the general "Are you sure you want to continue?".
 */
import { useSyncExternalStore, type ReactNode } from 'react'

type Listener = () => void
type Answer = (actionName: string) => void

/** What the dialog says instead of its general question. */
export interface ConfirmWords {
  /** "Approve MB-7K3M9Q2P?" */
  question: ReactNode
  /** A warning, said before the choice ("2 documents are not verified yet."). */
  warning?: ReactNode
  /** The confirming button's label ("Approve"); OK without it. */
  confirm?: ReactNode
}

let pending = ''
let words: ConfirmWords | undefined
let answer: Answer | undefined
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener()
}

/** Asks the user to confirm `actionName`; resolves with it on OK and with '' on Cancel. */
export function askConfirm(actionName: string, say?: ConfirmWords): Promise<string> {
  answer?.('')
  pending = actionName
  words = say
  emit()
  return new Promise((resolve) => {
    answer = resolve
  })
}

export function answerConfirm(ok: boolean): void {
  const name = ok ? pending : ''
  const resolve = answer
  pending = ''
  words = undefined
  answer = undefined
  emit()
  resolve?.(name)
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useConfirmWords(): ConfirmWords | undefined {
  return useSyncExternalStore(
    subscribe,
    () => words,
    () => undefined,
  )
}

export function usePendingAction(): string {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => '',
  )
}
