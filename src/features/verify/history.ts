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
 * A check asked offline (product or caller) is kept here as `waiting` until it is run
 * (waiting-checks.ts), and then replaced by its verdict, or by `dropped` after 7 days with no
 * connection; waiting checks are the last to make room for new ones.
 *
 * A tiny external store, so every page that shows it updates at once, and the `storage`
 * event keeps other tabs in step. The check is plain code, not valibot: the list shows on
 * every check page as it opens, and valibot would be 2.7 KiB more on each (the route budget).
 */
import { useSyncExternalStore } from 'react'
import { HISTORY_KEY } from './background'

export { HISTORY_KEY }
export const HISTORY_LIMIT = 10

export const CHECK_KINDS = ['product', 'promotion', 'document', 'agent', 'caller'] as const
export type CheckKind = (typeof CHECK_KINDS)[number]

/**
 * The verdicts of the gateway, `several` for an agent search that matched a list, `waiting`
 * for a check asked offline and `dropped` for one that waited too long. Entries stored before
 * `expired`, `recalled` and `suspended` existed read as before.
 */
export const HISTORY_VERDICTS = [
  'genuine',
  'not_found',
  'flagged',
  'expired',
  'recalled',
  'suspended',
  'verified',
  'reported',
  'several',
  'waiting',
  'dropped',
] as const
export type HistoryVerdict = (typeof HISTORY_VERDICTS)[number]

export interface HistoryEntry {
  kind: CheckKind
  input: string
  verdict: HistoryVerdict
  /** ISO 8601, UTC: what Date#toISOString writes. */
  at: string
}

const INPUT_MAX = 200
const KEYS = ['at', 'input', 'kind', 'verdict']
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value)

/** Exactly the four fields, each valid. */
function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const entry = value as Record<string, unknown>
  return (
    Object.keys(entry).sort().join() === KEYS.join() &&
    oneOf(CHECK_KINDS, entry.kind) &&
    typeof entry.input === 'string' &&
    entry.input.length > 0 &&
    entry.input.length <= INPUT_MAX &&
    oneOf(HISTORY_VERDICTS, entry.verdict) &&
    typeof entry.at === 'string' &&
    ISO_TIMESTAMP.test(entry.at) &&
    !Number.isNaN(Date.parse(entry.at))
  )
}

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
  const entries = trimmed(data.filter(isEntry).sort((a, b) => b.at.localeCompare(a.at)))
  return entries.length === 0 ? EMPTY : Object.freeze(entries)
}

/** At most HISTORY_LIMIT, newest first; the oldest answered entries make room first. */
function trimmed(entries: HistoryEntry[]): HistoryEntry[] {
  const list = [...entries]
  for (let index = list.length - 1; list.length > HISTORY_LIMIT && index >= 0; index--) {
    if (list[index]!.verdict !== 'waiting') list.splice(index, 1)
  }
  return list.slice(0, HISTORY_LIMIT)
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
  if (!isEntry(record)) return
  const rest = readHistory().filter(
    (item) => !(item.kind === record.kind && item.input === record.input),
  )
  write(trimmed([record, ...rest]))
}

/** Forgets one check (a waiting check the person cancelled). */
export function removeFromHistory(kind: CheckKind, input: string): void {
  const rest = readHistory().filter((item) => !(item.kind === kind && item.input === input))
  if (rest.length !== readHistory().length) write(rest)
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
