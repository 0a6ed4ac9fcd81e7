/**
 * The send loop of the outbox: one entry at a time, oldest first, until nothing is due
 * (after enketo's records-queue.js). The caller holds the sender lock
 * (lock.ts), so within a drain any entry still marked `sending` was left so by a sender that
 * died (a tab closed mid-upload) and is simply sent again; the reference doubles as the
 * Idempotency-Key, so the gateway answers a repeat with its first answer and stores nothing new.
 *
 * - Before the first upload of a drain, one real request to /api/health (connectivity.ts):
 *   no upload starts against a network that only looks up.
 * - An entry with files goes through resumable uploads (resumable.ts): each file continues
 *   from the bytes the gateway already has, then the submission names the uploads; an entry
 *   without files is one request (upload.ts).
 * - Outcomes (upload.ts): delivered -> the reference, title and times stay, the fields and
 *   files are deleted in the same transaction; rejected -> `needs-attention`, never retried by
 *   itself; retry -> `waiting` with `nextTryAt` after backoff (backoff.ts, or the gateway's
 *   Retry-After when longer), and the drain stops: the entries behind it keep their order,
 *   and the network or the gateway is unwell for them too.
 *
 * Imported by the page's sender (sender.ts) and by the service worker (src/sw.ts, Background
 * Sync), so it uses no DOM-only global.
 */
import Dexie from 'dexie'
import { backoffMs, MAX_DELAY_S } from './backoff'
import { gatewayReachable } from './connectivity'
import { outboxDb, type OutboxDb, type OutboxEntry, type OutboxError } from './db'
import { sendWithUploads } from './resumable'
import { dropEntryKeys, openEntry, openFiles } from './sealing'
import { sendEntry, type SendOutcome, type Target } from './upload'

export interface DrainOptions {
  target: Target
  db?: OutboxDb
  now?: () => number
  random?: () => number
  /** Defaults to a real GET /api/health on the target. */
  reachable?: () => Promise<boolean>
  /** Upload progress of the entry being sent. */
  onProgress?: (reference: string, loaded: number, total: number) => void
  /** Called when an entry starts sending and when its outcome is stored. */
  onChange?: (reference: string, outcome?: SendOutcome) => void
  /** Whether a delivery should be announced on the next page (worker with no page open). */
  announce?: () => Promise<boolean>
  transport?: 'auto' | 'fetch'
  timeoutMs?: number
  /**
   * Whether entries with files may go now ("only on Wi-Fi", wifi-only.ts); when not, they
   * keep waiting, in their order, and the entries without files behind them still go.
   */
  filesMayGo?: () => boolean | Promise<boolean>
}

export interface DrainResult {
  delivered: string[]
  rejected: string[]
  /** The gateway could not be reached: nothing was sent. */
  offline: boolean
  /** Epoch ms when the oldest waiting entry is due again; undefined when none waits. */
  nextTryAt?: number
  /** The last retryable failure of this drain, if it ended on one. */
  failure?: OutboxError
}

/**
 * The oldest entry still to send (`waiting`, or `sending` left by a dead sender); only among
 * the entries without files when `withFiles` is false.
 */
export async function nextEntry(db: OutboxDb, withFiles = true): Promise<OutboxEntry | undefined> {
  const oldest = (state: 'waiting' | 'sending') => {
    const range = db.entries
      .where('[state+createdAt]')
      .between([state, Dexie.minKey], [state, Dexie.maxKey])
    return (withFiles ? range : range.filter((entry) => entry.fileCount === 0)).first()
  }
  const [waiting, sending] = await Promise.all([oldest('waiting'), oldest('sending')])
  if (!waiting || !sending) return waiting ?? sending
  return sending.createdAt <= waiting.createdAt ? sending : waiting
}

async function store(
  db: OutboxDb,
  entry: OutboxEntry,
  outcome: SendOutcome,
  now: number,
  options: DrainOptions,
): Promise<void> {
  const reference = entry.reference
  if (outcome.kind === 'delivered') {
    const announce = (await options.announce?.()) ? 1 : 0
    await db.transaction('rw', db.entries, db.files, async () => {
      // Removed by the user meanwhile: nothing to keep. Written whole (put, not update, which
      // would read the row a second time).
      const current = await db.entries.get(reference)
      if (!current) return
      const { lastError: _, uploaded: _uploaded, ...kept } = current
      await db.entries.put({
        ...kept,
        state: 'delivered',
        fields: {},
        nextTryAt: 0,
        deliveredAt: now,
        updatedAt: now,
        announce,
      })
      await db.files.where('reference').equals(reference).delete()
    })
    // Its key goes with it: nothing left of it could be read again (sealing.ts).
    await dropEntryKeys([reference])
    return
  }
  const attempts = entry.attempts + 1
  if (outcome.kind === 'rejected') {
    await db.entries.update(reference, {
      state: 'needs-attention',
      attempts,
      lastError: outcome.error,
      updatedAt: now,
    })
    return
  }
  const wait = Math.max(
    backoffMs(attempts, options.random),
    Math.min(outcome.retryAfterMs ?? 0, MAX_DELAY_S * 1000),
  )
  await db.entries.update(reference, {
    state: 'waiting',
    attempts,
    lastError: outcome.error,
    nextTryAt: now + wait,
    updatedAt: now,
  })
}

/** Sends every due entry in order; call it while holding the sender lock. */
export async function drain(options: DrainOptions): Promise<DrainResult> {
  const db = options.db ?? outboxDb()
  const now = options.now ?? Date.now
  const reachable = options.reachable ?? (() => gatewayReachable(options.target.host))
  const result: DrainResult = { delivered: [], rejected: [], offline: false }
  let checked = false
  const withFiles = (await options.filesMayGo?.()) ?? true

  for (;;) {
    // One transaction finds the next entry and, once the gateway has answered, marks it
    // `sending` and reads its files; with the one that stores the outcome, two transactions an
    // entry where there were five: each costs a round trip to the database and turns of a busy
    // device's event loop (scripts/bench/outbox.ts).
    const next = await db.transaction('rw', db.entries, db.files, async () => {
      const entry = await nextEntry(db, withFiles)
      const due = entry !== undefined && entry.nextTryAt <= now()
      if (!due || !checked) return { entry, due, files: undefined }
      await db.entries.put({ ...entry, state: 'sending', updatedAt: now() })
      const files = await db.files.where('reference').equals(entry.reference).sortBy('id')
      return { entry, due, files }
    })
    const { entry, due, files } = next
    if (!entry) return result
    if (!due) return { ...result, nextTryAt: entry.nextTryAt }
    if (!files) {
      if (!(await reachable())) return { ...result, offline: true, nextTryAt: entry.nextTryAt }
      checked = true
      continue
    }
    options.onChange?.(entry.reference)
    // Sealed (sealing.ts): opened to be sent. One whose key is gone ("Clear this device"
    // deleted it, and not yet the entry) can never be sent: it goes.
    const [opened, clear] = await Promise.all([openEntry(entry), openFiles(files)])
    if (!opened || !clear) {
      await db.transaction('rw', db.entries, db.files, async () => {
        await db.entries.delete(entry.reference)
        await db.files.where('reference').equals(entry.reference).delete()
      })
      continue
    }
    const send = clear.length > 0 ? sendWithUploads : sendEntry
    const outcome = await send(opened, clear, {
      db,
      target: options.target,
      transport: options.transport,
      timeoutMs: options.timeoutMs,
      onProgress: options.onProgress
        ? (loaded, total) => options.onProgress?.(entry.reference, loaded, total)
        : undefined,
    })
    await store(db, entry, outcome, now(), options)
    options.onChange?.(entry.reference, outcome)
    if (outcome.kind === 'delivered') result.delivered.push(entry.reference)
    if (outcome.kind === 'rejected') result.rejected.push(entry.reference)
    if (outcome.kind === 'retry') {
      const next = await db.entries.get(entry.reference)
      return { ...result, nextTryAt: next?.nextTryAt, failure: outcome.error }
    }
  }
}
