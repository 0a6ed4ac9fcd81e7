import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditRow } from '../../../src/shared/schemas/staff'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { expectFailure } from '../testing'

let t: StaffTest
let superAdmin: string

beforeAll(async () => {
  t = await staffTest()
  // Monday 1 June 2026, 08:00 UTC (10:00 in Botswana): the admins sign in and make accounts.
  superAdmin = await signIn(t.app, 'super-administrator@all.example')
  const unionAdmin = await signIn(t.app, 'system-administrator@union.example')
  await staffPost(
    t.app,
    '/api/staff/users/create',
    { email: 'clerk@union.example', role: 'agent', organisation: 'union' },
    { cookie: unionAdmin },
  )
  await staffPost(t.app, '/api/auth/login', {
    email: 'manager@union.example',
    password: 'wrong-one',
  })
  await staffPost(t.app, '/api/auth/login', { email: 'who@nowhere.example', password: 'wrong-one' })
  // Tuesday, 23:30 in Botswana (21:30 UTC).
  t.clock.now = Date.parse('2026-06-02T21:30:00Z')
  await signIn(t.app, 'auditor@verify.example')
  // The first session has timed out by now: the super-administrator signs in again to read.
  superAdmin = await signIn(t.app, 'super-administrator@all.example')
}, 60_000)
afterAll(async () => {
  await t.close()
})

async function list(body: unknown, cookie = superAdmin) {
  const response = await staffPost(t.app, '/api/staff/audit/list', body, { cookie })
  expect(response.status).toBe(200)
  return (await response.json()) as { data: AuditRow[]; total: number; page: number }
}

describe('the audit log', () => {
  it('records sign-ins, failed ones too, and account changes, newest first', async () => {
    const { data } = await list({})
    expect(data.map((row) => [row.action, row.outcome, row.actorEmail, row.target])).toEqual([
      ['sign-in', 'success', 'super-administrator@all.example', null],
      ['sign-in', 'success', 'auditor@verify.example', null],
      ['sign-in', 'failure', null, null],
      ['sign-in', 'failure', 'manager@union.example', null],
      ['users.create', 'success', 'system-administrator@union.example', 'clerk@union.example'],
      ['sign-in', 'success', 'system-administrator@union.example', null],
      ['sign-in', 'success', 'super-administrator@all.example', null],
    ])
    expect(data[4]).toMatchObject({ organisation: 'union', actorRole: 'system-administrator' })
    // An unknown email is not kept: it may be a password typed in the wrong box.
    expect(JSON.stringify(data)).not.toContain('who@nowhere')
  })

  it('filters by actor, action and Botswana days, and pages', async () => {
    expect((await list({ actor: 'UNION.example' })).total).toBe(3)
    expect((await list({ action: 'users.create' })).data).toHaveLength(1)
    expect((await list({ from: '2026-06-02' })).data.map((row) => row.actorEmail)).toEqual([
      'super-administrator@all.example',
      'auditor@verify.example',
    ])
    expect((await list({ to: '2026-06-01' })).total).toBe(5)
    // 21:30 UTC on the 2nd is already the 2nd in Botswana, still the 2nd: not the 3rd.
    expect((await list({ from: '2026-06-03' })).total).toBe(0)
    const second = await list({ pageSize: 4, page: 2 })
    expect(second).toMatchObject({ total: 7, page: 2 })
    expect(second.data).toHaveLength(3)
    expect((await list({ actor: '%' })).total).toBe(0)
  })

  it('shows each organisation its own rows only', async () => {
    const auditor = await signIn(t.app, 'auditor@union.example')
    const { data } = await list({}, auditor)
    expect(new Set(data.map((row) => row.organisation))).toEqual(new Set(['union']))
    await expectFailure(
      await staffPost(
        t.app,
        '/api/staff/audit/list',
        { organisation: 'verify' },
        { cookie: auditor },
      ),
      403,
    )
    const manager = await signIn(t.app, 'manager@union.example')
    await expectFailure(
      await staffPost(t.app, '/api/staff/audit/list', {}, { cookie: manager }),
      403,
    )
  })

  it('checks the filters', async () => {
    const bad = async (body: unknown) =>
      (
        await expectFailure(
          await staffPost(t.app, '/api/staff/audit/list', body, { cookie: superAdmin }),
          400,
        )
      ).errors
    expect(await bad({ from: '2026-02-30' })).toEqual([
      { path: 'from', message: 'Enter a real date' },
    ])
    expect(await bad({ from: '2026-06-02', to: '2026-06-01' })).toEqual([
      { path: 'to', message: 'The end date must be the same as or after the start date' },
    ])
    expect(await bad({ action: 'drop table' })).toEqual([
      { path: 'action', message: 'Select an action from the list' },
    ])
    expect(await bad({ pageSize: 1000 })).toHaveLength(1)
  })

  it('cannot be changed, even by the database user', async () => {
    await expect(t.db.query(`update audit_log set action = 'nothing'`)).rejects.toThrow(
      /append-only/,
    )
    await expect(t.db.query(`delete from audit_log`)).rejects.toThrow(/append-only/)
  })
})
