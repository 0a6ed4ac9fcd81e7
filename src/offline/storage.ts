/**
 * Keeping the outbox alive on the device.
 *
 * - Persistence: browsers may evict an origin's storage under pressure unless it is
 *   "persisted". We ask (`navigator.storage.persist()`) when the first entry is queued: a
 *   moment the user understands (Firefox shows a prompt; Chromium decides by engagement), not
 *   at first visit. Refused -> a warning to send soon.
 * - Space: `navigator.storage.estimate()`; under LOW_SPACE_BYTES free, or over 90 % used, a
 *   warning before the user attaches more photos.
 * - Full disk: a write that fails with QuotaExceededError (Dexie wraps it; the name is kept)
 *   becomes OutboxFullError, which the form says in plain words; nothing half-written stays
 *   (the entry and its files are one transaction).
 * - Lost database: the references not yet delivered are mirrored in localStorage
 *   (status.ts). At start, a mirrored reference missing from the database means the browser
 *   deleted the database while it waited; the page says which references were lost.
 */
import type { OutboxDb, OutboxEntry } from './db'
import { getOutboxStatus, readMirror, setLost, setOutboxStatus, writeMirror } from './status'

export const LOW_SPACE_BYTES = 50 * 1024 * 1024
const ASKED_KEY = 'scamlock.outbox.persistAsked'

export class OutboxFullError extends Error {
  override readonly name = 'OutboxFullError'
  constructor(cause?: unknown) {
    super('There is not enough space on this device to save the submission', { cause })
  }
}

export function isQuotaError(error: unknown): boolean {
  for (let current = error; current;) {
    const named = current as { name?: unknown; inner?: unknown; cause?: unknown }
    if (named.name === 'QuotaExceededError') return true
    current = named.inner ?? named.cause
  }
  return false
}

function remember(key: string) {
  try {
    localStorage.setItem(key, '1')
  } catch {
    // Storage disabled: we may ask again next time, which is harmless.
  }
}

const asked = () => {
  try {
    return localStorage.getItem(ASKED_KEY) === '1'
  } catch {
    return false
  }
}

/** Asks once to keep the outbox's storage; a refusal shows a warning. */
export async function requestPersistence(): Promise<boolean | undefined> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.persist) return undefined
  try {
    if (await storage.persisted()) return true
    const granted = asked() ? false : await storage.persist()
    remember(ASKED_KEY)
    if (!granted && getOutboxStatus().storage === undefined) setOutboxStatus({ storage: 'denied' })
    return granted
  } catch {
    return undefined
  }
}

/** Warns when free space is low. Returns the estimate for the page, when there is one. */
export async function checkSpace(): Promise<{ usage: number; quota: number } | undefined> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (!storage?.estimate) return undefined
  try {
    const { usage = 0, quota = 0 } = await storage.estimate()
    const low = quota > 0 && (quota - usage < LOW_SPACE_BYTES || usage / quota > 0.9)
    if (low && getOutboxStatus().storage !== 'full') setOutboxStatus({ storage: 'low' })
    return { usage, quota }
  } catch {
    return undefined
  }
}

/**
 * Brings the mirror in step with the database's entries, and reports as lost every mirrored
 * reference the database no longer has. Only two things take a reference out of the mirror
 * legitimately: its delivery (seen here) and its removal by the user (removeEntry updates the
 * mirror before the database), so a reference that simply vanished was evicted.
 */
export function reconcileMirror(entries: readonly OutboxEntry[]): string[] {
  const present = new Set(entries.map((entry) => entry.reference))
  const lost = readMirror().filter((reference) => !present.has(reference))
  if (lost.length > 0) setLost([...new Set([...getOutboxStatus().lost, ...lost])])
  writeMirror(entries.filter((entry) => entry.state !== 'delivered').map((e) => e.reference))
  return lost
}

/** At start: references the mirror names but the database lacks (see reconcileMirror). */
export async function detectLost(db: OutboxDb): Promise<string[]> {
  if (readMirror().length === 0) return []
  return reconcileMirror(await db.entries.toArray())
}
