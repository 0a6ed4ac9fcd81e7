/**
 * The short history of recent checks, kept on this device only (localStorage, key
 * `verify-history`), newest first, at most 10.
 *
 * Only the kind, the input (as checked, normalised by the schema), the verdict and the time
 * are stored: no product names, owners or holders, nothing the gateway answered beyond the
 * verdict. Uploaded files are not recorded (a file name can be personal).
 *
 * What comes back from storage is outside input (another version of the app, another tab, a
 * person with dev tools): each entry is validated and invalid ones are dropped. Storage that
 * is missing or full (private mode, quota) makes the history empty, never an error.
 * A tiny external store, so every page that shows it updates at once, and the `storage`
 * event keeps other tabs in step.
 */
import { useSyncExternalStore } from 'react'
import * as v from 'valibot'

export const HISTORY_KEY = 'verify-history'
export const HISTORY_LIMIT = 10

export const CHECK_KINDS = ['product', 'promotion', 'document', 'agent', 'caller'] as const
export type CheckKind = (typeof CHECK_KINDS)[number]

/** The verdicts of the gateway, and `several` for an agent search that matched a list. */
export const HISTORY_VERDICTS = [
  'genuine',
  'not_found',
  'flagged',
  'verified',
  'reported',
  'several',
] as const
export type HistoryVerdict = (typeof HISTORY_VERDICTS)[number]

const entrySchema = v.strictObject({
  kind: v.picklist(CHECK_KINDS),
  input: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  verdict: v.picklist(HISTORY_VERDICTS),
  at: v.pipe(v.string(), v.isoTimestamp()),
})
export type HistoryEntry = v.InferOutput<typeof entrySchema>

type Listener = () => void
const listeners = new Set<Listener>()
const EMPTY: readonly HistoryEntry[] = Object.freeze([])
let cache: { raw: string | null; entries: readonly HistoryEntry[] } | undefined

function readRaw(): string | null {
  try {
    return localStorage.getItem(HISTORY_KEY)
  } catch {
    return null
  }
}

/** Parses stored text, keeping only valid entries, newest first, at most HISTORY_LIMIT. */
export function parseHistory(raw: string | null): readonly HistoryEntry[] {
  if (!raw) return EMPTY
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return EMPTY
  }
  if (!Array.isArray(data)) return EMPTY
  const entries = data
    .map((item) => v.safeParse(entrySchema, item))
    .filter((result) => result.success)
    .map((result) => result.output)
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, HISTORY_LIMIT)
  return entries.length === 0 ? EMPTY : Object.freeze(entries)
}

/** The stored entries; the same array until the stored text changes. */
export function readHistory(): readonly HistoryEntry[] {
  const raw = readRaw()
  if (cache?.raw !== raw) cache = { raw, entries: parseHistory(raw) }
  return cache.entries
}

function write(entries: readonly HistoryEntry[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(HISTORY_KEY)
    else localStorage.setItem(HISTORY_KEY, JSON.stringify(entries))
  } catch {
    // Storage disabled or full: the check still worked; it is just not remembered.
  }
  for (const listener of [...listeners]) listener()
}

/** Adds a check at the top; the same kind and input checked again moves up, not twice. */
export function addToHistory(entry: Omit<HistoryEntry, 'at'>, now: Date = new Date()): void {
  const record = { ...entry, at: now.toISOString() }
  if (!v.is(entrySchema, record)) return
  const rest = readHistory().filter(
    (item) => !(item.kind === record.kind && item.input === record.input),
  )
  write([record, ...rest].slice(0, HISTORY_LIMIT))
}

export function clearHistory(): void {
  write(EMPTY)
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === HISTORY_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useHistory(): readonly HistoryEntry[] {
  return useSyncExternalStore(subscribe, readHistory, () => EMPTY)
}
