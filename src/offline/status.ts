/**
 * What the header badge and the notices show, without Dexie: this module is in the first-load
 * bundle (the badge is in every page's header), while the database and the sender load after
 * the first paint (src/offline/start.ts). Until they have, the badge counts the references
 * mirrored in localStorage, so it is right from the first frame.
 *
 * The mirror (`scamlock.outbox.pending`) lists the references not yet delivered. It is also
 * how a lost database is noticed: if the browser evicted IndexedDB while entries waited, the
 * mirror still names them (storage.ts compares the two at start).
 */
export type StorageWarning = 'denied' | 'low' | 'full'

export interface OutboxStatus {
  /** Entries waiting or being sent. */
  waiting: number
  /** Entries a person must correct or remove. */
  attention: number
  /** The upload in progress in this tab. */
  progress?: { reference: string; loaded: number; total: number }
  /** References delivered by the service worker while no page was open, not yet shown. */
  deliveredWhileClosed: string[]
  /** References that were waiting when the browser deleted the outbox database. */
  lost: string[]
  storage?: StorageWarning
}

const MIRROR_KEY = 'scamlock.outbox.pending'

export function readMirror(): string[] {
  return readList(MIRROR_KEY)
}

export function writeMirror(references: readonly string[]): void {
  try {
    if (references.length === 0) localStorage.removeItem(MIRROR_KEY)
    else localStorage.setItem(MIRROR_KEY, JSON.stringify([...new Set(references)]))
  } catch {
    // Storage disabled or full: the badge then waits for the database.
  }
}

const LOST_KEY = 'scamlock.outbox.lost'

function readList(key: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
  } catch {
    return []
  }
}

/**
 * Remembers lost references until the user dismisses the notice, so that it survives a reload
 * (the mirror itself forgets them as soon as they are found missing).
 */
export function setLost(references: readonly string[]): void {
  try {
    if (references.length === 0) localStorage.removeItem(LOST_KEY)
    else localStorage.setItem(LOST_KEY, JSON.stringify([...new Set(references)]))
  } catch {
    // Storage disabled: the notice lasts for this page only.
  }
  setOutboxStatus({ lost: [...references] })
}

type Listener = () => void
const listeners = new Set<Listener>()
const hasStorage = typeof localStorage !== 'undefined'
let status: OutboxStatus = {
  waiting: hasStorage ? readMirror().length : 0,
  attention: 0,
  deliveredWhileClosed: [],
  lost: hasStorage ? readList(LOST_KEY) : [],
}

export function getOutboxStatus(): OutboxStatus {
  return status
}

export function setOutboxStatus(patch: Partial<OutboxStatus>): void {
  status = { ...status, ...patch }
  for (const listener of [...listeners]) listener()
}

export function subscribeOutboxStatus(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// ---- the "send now" signal: forms and pages ask, the sender (once loaded) listens ----------

const kickListeners = new Set<Listener>()

export function onKick(listener: Listener): () => void {
  kickListeners.add(listener)
  return () => kickListeners.delete(listener)
}

/** Asks the sender to run now (it starts at load anyway, so an early kick is never lost). */
export function kickSender(): void {
  for (const listener of [...kickListeners]) listener()
}
