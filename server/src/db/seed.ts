/**
 * Sample data (DESIGN.md section 5). Runs at every start and must stay idempotent: every insert
 * is `on conflict do nothing`, so a restart, or a new seed step added to an existing database,
 * never duplicates or overwrites rows. Steps that must happen only once (the demo staff
 * accounts, only when the database is new and NODE_ENV is not production) check `fresh`.
 */
import { seedInsurance } from '../insurance/seed'
import type { Db } from './db'
import { seedVerification } from './seed-verification'

export interface SeedOptions {
  /** The database was created by this start. */
  fresh: boolean
  production: boolean
  demoStaffPassword?: string | undefined
}

export interface SeedResult {
  /** Lines to print once after the start banner (e.g. a generated demo password). */
  notes: string[]
}

export async function seed(db: Db, _options: SeedOptions): Promise<SeedResult> {
  await seedVerification(db)
  await seedInsurance(db)
  // Schemes, packages, certifiers, verification records and demo staff arrive with their issues.
  return { notes: [] }
}
