/**
 * Sample data (docs/design.md section 5). Runs at every start and must stay idempotent: every insert
 * is `on conflict do nothing`, so a restart, or a new seed step added to an existing database,
 * never duplicates or overwrites rows. Steps that must happen only once (the demo staff
 * accounts, only when the database is new and NODE_ENV is not production) check `fresh`.
 * The demo start (`npm run demo`, DEMO in env.ts) is the exception: it makes the missing demo
 * accounts at every start and gives them all the password it prints, so the one command works
 * on its folder again and on one made before, with no password to remember.
 */
import { seedDemoMembers } from './insurance/demo-members'
import { seedInsurance } from './insurance/seed'
import type { Db } from './db/db'
import { demoStaffNotes, seedDemoStaff } from './auth/seed-staff'
import { seedVerification } from './db/seed-verification'

export interface SeedOptions {
  /** The database was created by this start. */
  fresh: boolean
  production: boolean
  /** The demo start: demo accounts made or renewed at every start (never with production). */
  demo?: boolean
  demoStaffPassword?: string | undefined
}

export interface SeedResult {
  /** Lines to print once after the start banner (e.g. a generated demo password). */
  notes: string[]
}

export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const notes: string[] = []
  await seedVerification(db)
  await seedInsurance(db)
  const demo = options.demo === true && !options.production
  if (demo || (options.fresh && !options.production)) {
    const staff = await seedDemoStaff(db, options.demoStaffPassword, { renew: demo })
    if (staff.created > 0) notes.push(...demoStaffNotes(staff.password, staff.generated, demo))
  }
  // Approved members for the sample deduction schedule (docs/samples/payroll-deductions.csv).
  if (demo) await seedDemoMembers(db)
  return { notes }
}
