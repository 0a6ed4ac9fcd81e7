/**
 * React views of the outbox database, live across tabs and the service worker (Dexie's
 * liveQuery). `undefined` while the first read is on its way, so a page can tell "loading"
 * from "nothing here".
 */
import { useEffect, useState } from 'react'
import type { OutboxEntry } from './db'
import { watchEntries, watchEntry } from './outbox'

export function useEntries(): OutboxEntry[] | undefined {
  const [entries, setEntries] = useState<OutboxEntry[]>()
  useEffect(() => watchEntries(setEntries), [])
  return entries
}

/** One entry: `null` when this device has no such entry. */
export function useEntry(reference: string): OutboxEntry | null | undefined {
  const [state, setState] = useState<{ reference: string; entry: OutboxEntry | null }>()
  useEffect(
    () => watchEntry(reference, (entry) => setState({ reference, entry: entry ?? null })),
    [reference],
  )
  return state?.reference === reference ? state.entry : undefined
}
