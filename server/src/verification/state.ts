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
import { createCheckCounter, type CheckCounter } from './checks'

/**
 * The one status of the products register that reads as genuine; any other (Reported,
 * Recalled...) is flagged. Here, beside the verdicts, for the check and for a staff decision
 * that registers a product alike.
 */
export const REGISTERED = 'Registered'
/** The statuses a verify manager sets (staff/products/set-status), each its own verdict. */
export const RECALLED = 'Recalled'
export const SUSPENDED = 'Suspended'

/**
 * How many checks of one code are normal when a product has no threshold of its own
 * (docs/decisions.md, "How often a code was checked"): past it the page warns of a copied code.
 */
export const DEFAULT_CHECK_THRESHOLD = 50

/** A product's verdict, its envelope text built once, and what counting its checks needs. */
export interface ProductVerdict {
  result: ProductCheckResult
  text: string
  /** On the register: its checks are counted, against this threshold. */
  threshold?: number
  /** When the verdict goes stale by itself (the product's expiry date passing). */
  until?: number
}

export interface VerificationState {
  now: () => number
  products: VerdictCache<ProductVerdict>
  checks: CheckCounter
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
      until: (verdict) => verdict.until,
    }),
    checks: createCheckCounter(db, { now }),
  }
  states.set(db, state)
  return state
}

export function verificationState(db: Db): VerificationState {
  return states.get(db) ?? configureVerification(db)
}

/** Adds the checks counted here to the table before the database closes (a clean stop). */
export async function flushChecks(db: Db): Promise<void> {
  await states.get(db)?.checks.flush()
}
