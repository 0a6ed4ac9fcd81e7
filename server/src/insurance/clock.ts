/**
 * The clock the insurance calls date their quotes by, per database like the rest of the
 * gateway's per-app state (verification/state.ts): tests pin it to a day, so ages on band
 * edges do not depend on when the suite runs.
 */
import type { Db } from '../db/db'

const clocks = new WeakMap<Db, () => number>()

export function setQuoteClock(db: Db, now: () => number): void {
  clocks.set(db, now)
}

export function quoteClock(db: Db): () => number {
  return clocks.get(db) ?? Date.now
}
