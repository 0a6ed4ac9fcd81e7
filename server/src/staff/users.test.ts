import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffUser, UserCreated } from '../../../src/shared/schemas/staff'
import { cookieOf, PASSWORD, signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { expectFailure } from '../testing'

let t: StaffTest
let admin: string

beforeAll(async () => {
  t = await staffTest()
  admin = await signIn(t.app, 'system-administrator@regulator.example')
}, 60_000)
afterAll(async () => {
  await t.close()
})

const post = (path: string, body: unknown, cookie = admin) =>
  staffPost(t.app, `/api/staff/users/${path}`, body, { cookie })

async function create(email: string, role = 'manager', organisation = 'regulator') {
  const response = await post('create', { email, role, organisation })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: UserCreated }).data
}

describe('staff accounts', () => {
  it('creates an account with a one-time password that must be changed at first sign-in', async () => {
    const made = await create('New.Manager@Regulator.example')
    expect(made.user).toMatchObject({
      email: 'new.manager@regulator.example',
      role: 'manager',
      organisation: 'regulator',
      mustChangePassword: true,
      disabledAt: null,
    })
    expect(made.oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/)
    const [row] = await t.db.query<{ password_hash: string }>(
      `select password_hash from staff_users where email = 'new.manager@regulator.example'`,
    )
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row?.password_hash).not.toContain(made.oneTimePassword)

    const login = await staffPost(t.app, '/api/auth/login', {
      email: 'new.manager@regulator.example',
      password: made.oneTimePassword,
    })
    expect(((await login.json()) as { data: unknown }).data).toMatchObject({
      mustChangePassword: true,
      actions: [],
    })
    const first = cookieOf(login)
    const refused = await expectFailure(await post('list', {}, first), 403)
    expect(refused.message).toBe('Change your password before you continue')
    const changed = await staffPost(
      t.app,
      '/api/auth/password',
      { currentPassword: made.oneTimePassword, newPassword: 'my own password' },
      { cookie: first },
    )
    expect(changed.status).toBe(200)
    const me = await staffPost(t.app, '/api/auth/me', {}, { cookie: cookieOf(changed) })
    expect(((await me.json()) as { data: unknown }).data).toMatchObject({
      mustChangePassword: false,
      actions: expect.arrayContaining(['cases.decide']),
    })
  })

  it('lists the accounts of its own organisation (and the regulator’s facilities) only, paged', async () => {
    const response = await post('list', { pageSize: 3 })
    const body = (await response.json()) as { data: StaffUser[]; total: number; pageSize: number }
    expect(body.pageSize).toBe(3)
    expect(body.data).toHaveLength(3)
    const all = (await (await post('list', { pageSize: 100 })).json()) as { data: StaffUser[] }
    expect(all.data.length).toBe(body.total)
    // The regulator licenses the facilities: their accounts are its to keep (permissions.ts).
    expect(new Set(all.data.map((user) => user.organisation))).toEqual(
      new Set(['regulator', 'facility']),
    )
    expect(all.data.map((user) => user.email)).toContain('new.manager@regulator.example')
    await expectFailure(await post('list', { organisation: 'union' }), 403)
  })

  it('refuses a duplicate email with 409', async () => {
    const body = await expectFailure(
      await post('create', {
        email: 'manager@regulator.example',
        role: 'agent',
        organisation: 'regulator',
      }),
      409,
    )
    expect(body.message).toBe('A staff account with this email address already exists')
  })

  it('never lets a system-administrator make a super-administrator or reach another organisation', async () => {
    await expectFailure(
      await post('create', {
        email: 'boss@all.example',
        role: 'super-administrator',
        organisation: 'all',
      }),
      403,
    )
    await expectFailure(
      await post('create', { email: 'x@union.example', role: 'manager', organisation: 'union' }),
      403,
    )
    const misfit = await expectFailure(
      await post('create', {
        email: 'boss@regulator.example',
        role: 'super-administrator',
        organisation: 'regulator',
      }),
      400,
    )
    expect(misfit.errors?.[0]?.path).toBe('organisation')
  })

  it('checks the fields', async () => {
    const body = await expectFailure(await post('create', { email: 'nope', role: 'king' }), 400)
    expect(body.errors?.map((error) => error.path).sort()).toEqual([
      'email',
      'organisation',
      'role',
    ])
    await expectFailure(await post('disable', { userId: 'not-a-uuid' }), 400)
    await expectFailure(await post('list', { page: 0 }), 400)
    await expectFailure(await post('list', []), 400)
  })

  it('disables an account: its sessions end and it cannot sign in again', async () => {
    const made = await create('leaving@regulator.example', 'auditor')
    const [{ id }] = (await t.db.query<{ id: string }>(
      `select id from staff_users where email = 'leaving@regulator.example'`,
    )) as [{ id: string }]
    const login = await staffPost(t.app, '/api/auth/login', {
      email: 'leaving@regulator.example',
      password: made.oneTimePassword,
    })
    const theirs = cookieOf(login)
    const response = await post('disable', { userId: id })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: StaffUser }).data.disabledAt).not.toBeNull()
    await expectFailure(await staffPost(t.app, '/api/auth/me', {}, { cookie: theirs }), 401)
    await expectFailure(
      await staffPost(t.app, '/api/auth/login', {
        email: 'leaving@regulator.example',
        password: made.oneTimePassword,
      }),
      401,
    )
    // Again: nothing changes.
    expect((await post('disable', { userId: id })).status).toBe(200)
  })

  it('refuses to disable oneself and answers 404 for no such account', async () => {
    const [{ id }] = (await t.db.query<{ id: string }>(
      `select id from staff_users where email = 'system-administrator@regulator.example'`,
    )) as [{ id: string }]
    const body = await expectFailure(await post('disable', { userId: id }), 403)
    expect(body.message).toBe('You cannot disable your own account')
    await expectFailure(
      await post('disable', { userId: '00000000-0000-4000-8000-000000000000' }),
      404,
    )
  })
})

describe('clearing the wait after failed sign-ins', () => {
  const login = (email: string, password: string, from: string) =>
    staffPost(t.app, '/api/auth/login', { email, password }, { from })
  const idOf = async (email: string) =>
    (await t.db.query<{ id: string }>('select id from staff_users where email = $1', [email]))[0]!
      .id

  it('lets the person in at once from the address that was held, and is audited', async () => {
    const email = 'agent@regulator.example'
    const from = '10.20.0.1'
    for (let i = 0; i < 6; i++) await login(email, 'wrong-password', from)
    await expectFailure(await login(email, PASSWORD, from), 429)
    const response = await post('clear-sign-in-wait', { userId: await idOf(email) })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: StaffUser }).data.email).toBe(email)
    expect((await login(email, PASSWORD, from)).status).toBe(200)
    const [row] = await t.db.query<{ actor_email: string; target: string; details: unknown }>(
      `select actor_email, target, details from audit_log
       where action = 'users.clearSignInWait' order by id desc limit 1`,
    )
    expect(row).toEqual({
      actor_email: 'system-administrator@regulator.example',
      target: email,
      details: { cleared: 2 },
    })
  })

  it('is refused for another organisation’s account, another role, and no such account', async () => {
    await expectFailure(
      await post('clear-sign-in-wait', { userId: await idOf('agent@verify.example') }),
      403,
    )
    const manager = await signIn(t.app, 'manager@regulator.example')
    await expectFailure(
      await post('clear-sign-in-wait', { userId: await idOf('agent@regulator.example') }, manager),
      403,
    )
    await expectFailure(
      await post('clear-sign-in-wait', { userId: '00000000-0000-4000-8000-000000000000' }),
      404,
    )
    await expectFailure(await post('clear-sign-in-wait', { userId: 'nope' }), 400)
    const everywhere = await signIn(t.app, 'super-administrator@all.example')
    const other = await post(
      'clear-sign-in-wait',
      { userId: await idOf('agent@verify.example') },
      everywhere,
    )
    expect(other.status).toBe(200)
  })
})

describe('an auditor', () => {
  it('reads the accounts and the audit log but every change is refused', async () => {
    const auditor = await signIn(t.app, 'auditor@regulator.example')
    expect((await post('list', {}, auditor)).status).toBe(200)
    expect((await staffPost(t.app, '/api/staff/audit/list', {}, { cookie: auditor })).status).toBe(
      200,
    )
    const [{ id }] = (await t.db.query<{ id: string }>(
      `select id from staff_users where email = 'agent@regulator.example'`,
    )) as [{ id: string }]
    const changes: Array<[string, unknown]> = [
      [
        '/api/staff/users/create',
        { email: 'a@regulator.example', role: 'agent', organisation: 'regulator' },
      ],
      ['/api/staff/users/disable', { userId: id }],
      [
        '/api/staff/cases/decide',
        { area: 'exclusions', reference: 'EX-7K3M9Q2P', decision: 'APPROVED', note: 'x' },
      ],
      ['/api/staff/documents/verify', { documentId: id }],
      ['/api/staff/schemes/save', { id: 'BOTUFF' }],
      ['/api/staff/members/submit', {}],
    ]
    for (const [path, body] of changes) {
      await expectFailure(await staffPost(t.app, path, body, { cookie: auditor }), 403)
    }
    const rows = await t.db.query(`select 1 from staff_users where email = 'a@regulator.example'`)
    expect(rows).toEqual([])
    const [agent] = await t.db.query<{ disabled_at: unknown }>(
      `select disabled_at from staff_users where id = $1`,
      [id],
    )
    expect(agent?.disabled_at).toBeNull()
  })
})
