/**
 * What the verification routes keep between requests for one gateway: the clock they judge
 * dates by and the product-verdict cache. createApp holds no global state (each test gets a
 * fresh gateway), and route modules are plain sub-apps, so this is kept per database object:
 * one app, one database, one state. Tests and the bench call configureVerification() before
 * the first request to inject a clock or another time to live.
 */
import type { ProductCheckResult } from '../../../src/shared/schemas/verify'
import type { Db } from '../db/db'
import { createVerdictCache, MAX_TTL_MS, type RegisterVersion, type VerdictCache } from './cache'

/**
 * The one status of the products register that reads as genuine; any other (Reported,
 * Recalled...) is flagged. Here, beside the verdicts, for the check and for a staff decision
 * that registers a product alike.
 */
export const REGISTERED = 'Registered'

export interface VerificationState {
  now: () => number
  products: VerdictCache<ProductCheckResult>
}

export interface VerificationOptions {
  now?: () => number
  /**
   * How old the products register's version a verdict rests on may be; at most 5 s. 0 turns
   * the cache off.
   */
  ttlMs?: number
  maxEntries?: number
}

/** Enough for every code of a large campaign; an entry is a few hundred bytes. */
const MAX_ENTRIES = 20_000

/** How often a busy gateway reads the products register's version (db migration 013). */
const VERSION_EVERY_MS = 1_000

/** The register's version, as text (PGlite and pg hand a bigint back differently). */
function registerVersion(db: Db, register: string): RegisterVersion {
  return {
    everyMs: VERSION_EVERY_MS,
    read: async () => {
      const [row] = await db.query<{ version: string }>(
        'select version::text as version from register_versions where register = $1',
        [register],
      )
      // No row (someone deleted it): every reading counts as a change, so verdicts last a
      // second at most rather than for ever.
      return row?.version ?? Symbol('no version')
    },
  }
}

const states = new WeakMap<Db, VerificationState>()

export function configureVerification(db: Db, options: VerificationOptions = {}) {
  const now = options.now ?? Date.now
  const state: VerificationState = {
    now,
    products: createVerdictCache({
      ttlMs: options.ttlMs ?? MAX_TTL_MS,
      maxEntries: options.ttlMs === 0 ? 0 : (options.maxEntries ?? MAX_ENTRIES),
      now,
      version: registerVersion(db, 'products'),
    }),
  }
  states.set(db, state)
  return state
}

export function verificationState(db: Db): VerificationState {
  return states.get(db) ?? configureVerification(db)
}
