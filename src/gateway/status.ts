/**
 * The two pieces of global client state (docs/design.md section 4) that the API client drives: the
 * processing counter (the loading overlay shows while it is above 0) and the message list
 * (the message dialog opens whenever it is non-empty).
 *
 * Tiny external stores rather than React context: the client is plain TypeScript that runs
 * outside React, and `useSyncExternalStore` lets any component read the current value
 * without a provider. Snapshots are immutable, so React re-renders only on a real change.
 */
import type { MessageDescriptor } from '@lingui/core'
import { useSyncExternalStore } from 'react'

type Listener = () => void

function createStore<T>(initial: T) {
  let value = initial
  const listeners = new Set<Listener>()
  return {
    getSnapshot: (): T => value,
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next: T): void {
      if (Object.is(next, value)) return
      value = next
      for (const listener of [...listeners]) listener()
    },
  }
}

// ---- processing counter --------------------------------------------------------------------

export const processingStore = createStore(0)

export function incrementProcessing(): void {
  processingStore.set(processingStore.getSnapshot() + 1)
}

/** Never below 0: navigation decrements it too, with or without a request. */
export function decrementProcessing(): void {
  processingStore.set(Math.max(0, processingStore.getSnapshot() - 1))
}

export function useProcessing(): number {
  // A prerendered page (src/prerender.tsx) is never processing.
  return useSyncExternalStore(processingStore.subscribe, processingStore.getSnapshot, () => 0)
}

// ---- foreground calls the person can cancel ------------------------------------------------

// The abort of every call that shows the loading overlay, so the overlay can offer to cancel a
// check that hangs before its 30 s timeout.
const foreground = new Set<() => void>()
export const foregroundStore = createStore(0)

/** Registers a running call's abort; returns the function that unregisters it. */
export function holdForeground(abort: () => void): () => void {
  foreground.add(abort)
  foregroundStore.set(foreground.size)
  return () => {
    foreground.delete(abort)
    foregroundStore.set(foreground.size)
  }
}

/** Aborts every foreground call: each ends as 'aborted', with no message. */
export function cancelForeground(): void {
  for (const abort of [...foreground]) abort()
}

export function useForeground(): number {
  return useSyncExternalStore(
    foregroundStore.subscribe,
    foregroundStore.getSnapshot,
    foregroundStore.getSnapshot,
  )
}

// ---- message list --------------------------------------------------------------------------

/** A 400 `errors[]` entry: the field's path (to link to it) and the gateway's English text. */
export interface FieldMessage {
  path: string
  message: string
}

/**
 * A Lingui descriptor (our own fallback texts), a plain string (text from the gateway,
 * shown as it came unless it is a shared validation message), or a field message.
 */
export type UserMessage = MessageDescriptor | string | FieldMessage

const EMPTY: readonly UserMessage[] = Object.freeze([])

export const messagesStore = createStore<readonly UserMessage[]>(EMPTY)

export function setMessages(list: readonly UserMessage[]): void {
  messagesStore.set(list.length === 0 ? EMPTY : Object.freeze([...list]))
}

/** Adds to what the dialog already shows, skipping messages it already lists. */
export function addMessages(list: readonly UserMessage[]): void {
  const current = messagesStore.getSnapshot()
  const seen = new Set(current.map(identity))
  const fresh = list.filter((m) => {
    const id = identity(m)
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
  if (fresh.length > 0) setMessages([...current, ...fresh])
}

export function clearMessages(): void {
  messagesStore.set(EMPTY)
}

export function useMessages(): readonly UserMessage[] {
  // A prerendered page (src/prerender.tsx) has no messages.
  return useSyncExternalStore(messagesStore.subscribe, messagesStore.getSnapshot, () => EMPTY)
}

function identity(m: UserMessage): string {
  return JSON.stringify(m)
}

export function isFieldMessage(m: UserMessage): m is FieldMessage {
  return typeof m === 'object' && 'path' in m && typeof m.message === 'string'
}
