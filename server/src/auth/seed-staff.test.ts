import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkPassword } from './password'
import type { Db } from '../db/db'
import { migrate } from '../db/migrate'
import { openPglite } from '../db/pglite'
import { seed } from '../seed'
import { DEMO_ACCOUNTS } from './seed-staff'

let db: Db

beforeAll(async () => {
  db = await openPglite()
  await migrate(db)
}, 60_000)
afterEach(async () => {
  // The demo's approved members (insurance/demo-members.ts) belong to the demo member's account.
  await db.exec(`delete from submissions; delete from staff_users`)
})
afterAll(async () => {
  await db.close()
})

const accounts = () =>
  db.query<{ email: string; password_hash: string; sample: boolean }>(
    'select email, password_hash, sample from staff_users order by email',
  )

describe('demo staff accounts', () => {
  it('makes one per role and organisation, as <role>@<organisation>.example', () => {
    expect(DEMO_ACCOUNTS).toHaveLength(17)
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual(
      expect.arrayContaining([
        'manager@regulator.example',
        'manager@union.example',
        'auditor@verify.example',
        'account@union.example',
        'agent@facility.example',
        'super-administrator@all.example',
      ]),
    )
    const facility = DEMO_ACCOUNTS.filter((account) => account.organisation === 'facility')
    expect(facility).toEqual([
      {
        email: 'agent@facility.example',
        role: 'agent',
        organisation: 'facility',
        facilityName: 'Gaborone Sun Casino',
      },
    ])
  })

  it('uses DEMO_STAFF_PASSWORD on a new database, and does not print it', async () => {
    const { notes } = await seed(db, {
      fresh: true,
      production: false,
      demoStaffPassword: 'chosen-password',
    })
    const rows = await accounts()
    expect(rows).toHaveLength(17)
    expect(rows.every((row) => row.sample)).toBe(true)
    expect(await checkPassword(rows[0]?.password_hash, 'chosen-password')).toBe(true)
    expect(notes.join('\n')).toMatch(/DEMO_STAFF_PASSWORD/)
    expect(notes.join('\n')).not.toMatch(/chosen-password/)
  })

  it('otherwise makes a random password and prints it once', async () => {
    const { notes } = await seed(db, { fresh: true, production: false })
    const password = /with the password (\S+)/.exec(notes.join('\n'))?.[1]
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/)
    const [row] = await accounts()
    expect(await checkPassword(row?.password_hash, password!)).toBe(true)
    expect((await seed(db, { fresh: false, production: false })).notes).toEqual([])
  })

  it('prints no password when another start made the accounts first, with its own', async () => {
    const first = await seed(db, { fresh: true, production: false })
    const second = await seed(db, { fresh: true, production: false })
    expect(first.notes.join('\n')).toMatch(/with the password/)
    expect(second.notes).toEqual([])
  })

  it('makes them at every demo start, on a database made before, with a new password', async () => {
    await db.query(
      `insert into staff_users (email, role, organisation, password_hash)
       values ('agent@verify.example', 'agent', 'verify', 'their own')`,
    )
    const first = await seed(db, { fresh: false, production: false, demo: true })
    const password = /with the password (\S+) \(random, new at every start/.exec(
      first.notes.join('\n'),
    )?.[1]
    const rows = await accounts()
    expect(rows).toHaveLength(17)
    expect(await checkPassword(rows.find((row) => row.sample)?.password_hash, password!)).toBe(true)

    const again = await seed(db, { fresh: false, production: false, demo: true })
    const renewed = /with the password (\S+)/.exec(again.notes.join('\n'))?.[1]
    expect(renewed).not.toBe(password)
    const after = await accounts()
    // An account someone made with a demo address keeps its own password.
    expect(after.find((row) => !row.sample)).toMatchObject({
      email: 'agent@verify.example',
      password_hash: 'their own',
    })
    const samples = after.filter((row) => row.sample)
    expect(samples).toHaveLength(16)
    expect(new Set(samples.map((row) => row.password_hash)).size).toBe(1)
    expect(await checkPassword(samples[0]?.password_hash, renewed!)).toBe(true)
  })

  it('makes none in production, even for a demo start', async () => {
    await seed(db, { fresh: true, production: true, demo: true })
    expect(await accounts()).toEqual([])
  })

  it('makes none in production or on a database that was not new', async () => {
    await seed(db, { fresh: true, production: true, demoStaffPassword: 'chosen-password' })
    await seed(db, { fresh: false, production: false, demoStaffPassword: 'chosen-password' })
    expect(await accounts()).toEqual([])
  })
})
