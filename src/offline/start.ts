/**
 * Starts the outbox in a page: loaded by src/main.tsx after the first render, through a dynamic
 * import, so Dexie and the sender stay out of the first-load bundle (docs/design.md section 7).
 *
 * In order: notice a lost database (storage.ts), then keep the badge's numbers, the mirror
 * (noticing entries lost while the page is open, too) and the "delivered while the app was
 * closed" list in step with the database (live, across tabs and the service worker), start the sender, check the free space, and forget delivered
 * entries after DELIVERED_KEEP_MS (only their reference, title and time were left).
 */
import { liveQuery } from 'dexie'
import { outboxDb } from './db'
import { startSender } from './sender'
import { setOutboxStatus } from './status'
import { checkSpace, detectLost, reconcileMirror } from './storage'

export const DELIVERED_KEEP_MS = 90 * 24 * 60 * 60 * 1000

let started: Promise<void> | undefined

async function begin(): Promise<void> {
  const db = outboxDb()
  await detectLost(db).catch(() => [])
  liveQuery(() => db.entries.toArray()).subscribe({
    next(entries) {
      const pending = entries.filter((entry) => entry.state !== 'delivered')
      setOutboxStatus({
        waiting: pending.filter((e) => e.state === 'waiting' || e.state === 'sending').length,
        attention: pending.filter((e) => e.state === 'needs-attention').length,
        deliveredWhileClosed: entries
          .filter((entry) => entry.state === 'delivered' && entry.announce === 1)
          .map((entry) => entry.reference),
      })
      reconcileMirror(entries)
    },
    error(error: unknown) {
      console.error('The outbox database is not available', error)
    },
  })
  startSender()
  void checkSpace()
  const cutoff = Date.now() - DELIVERED_KEEP_MS
  void db.entries
    .where('state')
    .equals('delivered')
    .filter((entry) => (entry.deliveredAt ?? 0) < cutoff)
    .delete()
    .catch(() => undefined)
}

/** Idempotent: the first call starts everything, later calls get the same promise. */
export function startOutbox(): Promise<void> {
  started ??= begin()
  return started
}

/** The "delivered while the app was closed" notice was seen: do not show it again. */
export async function acknowledgeDelivered(references: readonly string[]): Promise<void> {
  await outboxDb()
    .entries.where('reference')
    .anyOf([...references])
    .modify({ announce: 0 })
}
