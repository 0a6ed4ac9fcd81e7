/**
 * Facility accounts (migration 023): agents only, each with its facility's name, created by the
 * regulator's system-administrator or the super-administrator and by nobody else. A facility
 * agent signs in to the register check and to nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffMe, StaffUser, UserCreated } from '../../../src/shared/schemas/staff'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { expectFailure } from '../testing'

let t: StaffTest
const cookies = new Map<string, string>()
const as = async (email: string) => {
  if (!cookies.has(email)) cookies.set(email, await signIn(t.app, email))
  return cookies.get(email)!
}

beforeAll(async () => {
  t = await staffTest()
}, 60_000)
afterAll(async () => {
  await t.close()
})

let serial = 0
const create = async (by: string, body: Record<string, unknown>) =>
  staffPost(
    t.app,
    '/api/staff/users/create',
    { email: `door${++serial}@facility.example`, ...body },
    { cookie: await as(by) },
  )

const agentAt = (facilityName: unknown) => ({
  role: 'agent',
  organisation: 'facility',
  facilityName,
})

describe('creating a facility account', () => {
  it.each(['system-administrator@regulator.example', 'super-administrator@all.example'])(
    '%s creates a facility agent with its facility’s name',
    async (by) => {
      const response = await create(by, agentAt('  Maun Lodge Casino '))
      expect(response.status).toBe(201)
      const { user } = ((await response.json()) as { data: UserCreated }).data
      expect(user).toMatchObject({
        role: 'agent',
        organisation: 'facility',
        facilityName: 'Maun Lodge Casino',
        mustChangePassword: true,
      })
    },
  )

  it.each([
    'system-administrator@union.example',
    'system-administrator@verify.example',
    'manager@regulator.example',
    'auditor@regulator.example',
    'agent@facility.example',
  ])('refuses %s (403)', async (by) => {
    await expectFailure(await create(by, agentAt('Maun Lodge Casino')), 403)
  })

  it.each(['manager', 'auditor', 'system-administrator', 'account'])(
    'has no %s in a facility (400 on role)',
    async (role) => {
      const response = await create('system-administrator@regulator.example', {
        ...agentAt('Maun Lodge Casino'),
        role,
      })
      const failure = await expectFailure(response, 400)
      expect(failure.errors?.map((error) => error.path)).toContain('role')
    },
  )

  it('needs the facility’s name, and gives it to no other account', async () => {
    const nameless = await create('system-administrator@regulator.example', agentAt(undefined))
    const failure = await expectFailure(nameless, 400)
    expect(failure.errors?.map((error) => error.path)).toEqual(['facilityName'])
    for (const name of ['   ', 'Casino\u0000', 'x'.repeat(101)]) {
      await expectFailure(await create('super-administrator@all.example', agentAt(name)), 400)
    }
    const misplaced = await create('system-administrator@regulator.example', {
      role: 'agent',
      organisation: 'regulator',
      facilityName: 'Maun Lodge Casino',
    })
    expect((await expectFailure(misplaced, 400)).errors?.map((error) => error.path)).toEqual([
      'facilityName',
    ])
  })

  it('is held by the database too: an agent with a facility, nothing else', async () => {
    const insert = (role: string, organisation: string, facility: string | null) =>
      t.db.query(
        `insert into staff_users (email, role, organisation, password_hash, facility_name)
         values ($1, $2, $3, 'x', $4)`,
        [`db${++serial}@facility.example`, role, organisation, facility],
      )
    await expect(insert('manager', 'facility', 'A Casino')).rejects.toThrow()
    await expect(insert('agent', 'facility', null)).rejects.toThrow()
    await expect(insert('agent', 'regulator', 'A Casino')).rejects.toThrow()
    await expect(insert('agent', 'facility', 'A Casino')).resolves.toBeDefined()
  })
})

describe('the regulator keeps its facilities’ accounts', () => {
  it('lists them to the regulator’s system-administrator and auditor, not to the union’s', async () => {
    for (const by of ['system-administrator@regulator.example', 'auditor@regulator.example']) {
      const response = await staffPost(
        t.app,
        '/api/staff/users/list',
        { organisation: 'facility' },
        { cookie: await as(by) },
      )
      expect(response.status).toBe(200)
      const { data } = (await response.json()) as { data: StaffUser[] }
      expect(data.find((user) => user.email === 'agent@facility.example')).toMatchObject({
        facilityName: 'Gaborone Sun Casino',
      })
    }
    const union = await staffPost(
      t.app,
      '/api/staff/users/list',
      { organisation: 'facility' },
      { cookie: await as('system-administrator@union.example') },
    )
    await expectFailure(union, 403)
  })
})

describe('a facility agent', () => {
  it('may check the register and do nothing else', async () => {
    const response = await staffPost(
      t.app,
      '/api/auth/me',
      {},
      {
        cookie: await as('agent@facility.example'),
      },
    )
    const me = ((await response.json()) as { data: StaffMe }).data
    expect(me).toEqual({
      email: 'agent@facility.example',
      role: 'agent',
      organisation: 'facility',
      mustChangePassword: false,
      actions: ['register.check'],
      facilityName: 'Gaborone Sun Casino',
    })
    for (const path of [
      '/api/staff/cases/mine',
      '/api/staff/cases/list',
      '/api/staff/users/list',
    ]) {
      const refused = await staffPost(
        t.app,
        path,
        {},
        { cookie: await as('agent@facility.example') },
      )
      await expectFailure(refused, 403)
    }
  })
})
