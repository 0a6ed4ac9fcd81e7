/**
 * The demo staff accounts of docs/design.md section 5: one per role and organisation,
 * `<role>@<organisation>.example`, and super-administrator@all.example; a facility has agents
 * only, so agent@facility.example is its one (migration 023); 17 in all. Created only
 * when the database is new and NODE_ENV is not production, or at every demo start (seed.ts
 * decides), with the password DEMO_STAFF_PASSWORD or, when unset, a random one that the start
 * prints.
 *
 * Every demo account shares one hash of that one password: one argon2id run at start instead
 * of seventeen (the salt being shared tells nothing the shared password does not already).
 * They are marked `sample` and need no password change: they exist to be tried.
 */
import { hashPassword, oneTimePassword } from './password'
import {
  fitsFacility,
  ORGANISATIONS,
  ROLES,
  type Membership,
  type Role,
} from '../../../src/shared/schemas/staff'
import type { Db } from '../db/db'

export interface DemoAccount {
  email: string
  role: Role
  organisation: Membership
  /** The facility account's facility. */
  facilityName?: string
}

/** The demo facility's name (a made-up casino). */
export const DEMO_FACILITY = 'Gaborone Sun Casino'

export const DEMO_ACCOUNTS: DemoAccount[] = ROLES.flatMap((role): DemoAccount[] =>
  role === 'super-administrator'
    ? [{ email: `${role}@all.example`, role, organisation: 'all' }]
    : ORGANISATIONS.filter((organisation) => fitsFacility(role, organisation)).map(
        (organisation) => ({
          email: `${role}@${organisation}.example`,
          role,
          organisation,
          ...(organisation === 'facility' ? { facilityName: DEMO_FACILITY } : {}),
        }),
      ),
)

/**
 * Creates the demo accounts (none that exists is touched); returns the password used, and how
 * many accounts this call created: a gateway that started beside another on a new database
 * may find them all made already, with the other's password, and must not print its own.
 *
 * `renew` (the demo start): the demo accounts that exist get this password too, and count as
 * made. Only rows marked `sample`: an account someone created with a demo address is theirs.
 */
export async function seedDemoStaff(db: Db, password?: string, { renew = false } = {}) {
  const used = password ?? oneTimePassword()
  const hash = await hashPassword(used)
  const onConflict = renew
    ? 'do update set password_hash = excluded.password_hash where staff_users.sample'
    : 'do nothing'
  const created = await db.transaction(async (tx) => {
    let count = 0
    for (const account of DEMO_ACCOUNTS) {
      const rows = await tx.query(
        `insert into staff_users (email, role, organisation, password_hash, sample, facility_name)
         values ($1, $2, $3, $4, true, $5) on conflict (email) ${onConflict} returning email`,
        [account.email, account.role, account.organisation, hash, account.facilityName ?? null],
      )
      count += rows.length
    }
    return count
  })
  return { password: used, generated: password === undefined, created }
}

/**
 * The lines the start prints (server/src/main.ts prints the seed's notes): once, or at every
 * demo start (`renewed`), whose password is new each time.
 */
export function demoStaffNotes(password: string, generated: boolean, renewed = false): string[] {
  const random = renewed ? 'random, new at every start' : 'random, shown only now'
  return [
    'Demo staff accounts (sample data, not created in production): sign in at /login as',
    '  <role>@<organisation>.example, with the roles system-administrator, manager, agent,',
    '  auditor and account, and the organisations regulator, verify and union',
    "  (e.g. manager@regulator.example), as agent@facility.example (a casino's door),",
    '  or as super-administrator@all.example,',
    generated
      ? `  with the password ${password} (${random}; set DEMO_STAFF_PASSWORD to choose it)`
      : '  with the password set in DEMO_STAFF_PASSWORD',
    'The demo member account@union.example signs in at /insurance/sign-in with a code by email',
    '  (outside production without SMTP_URL, the email is a file in messages/ of the data folder).',
  ]
}
