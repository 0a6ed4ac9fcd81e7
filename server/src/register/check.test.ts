/**
 * `register/check` on the real gateway and database: only a facility agent gets an answer, the
 * answer says excluded-until or not and nothing else, by the excluded person's number and the
 * one definition of "in force" (exclusion-state.ts), limited per account, audited in the
 * regulator's log with the facility and no more than the number's last four characters.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { DEMO_ACCOUNTS } from '../auth/seed-staff'
import { signIn, signInAs, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { todayInBotswana } from '../../../src/shared/insurance/age'
import { addCase } from '../staff/testing-cases'
import { REGISTER_QUERY } from './routes'
import { expectFailure } from '../testing'

let t: StaffTest
let agent: string
let manager: string

beforeAll(async () => {
  t = await staffTest()
  agent = await signIn(t.app, 'agent@facility.example')
  manager = await signIn(t.app, 'manager@regulator.example')
}, 60_000)
afterAll(async () => {
  await t.close()
})
// A minute on between tests: each starts with a full bucket of checks (sessions last 30 idle ones).
beforeEach(() => {
  t.clock.now += 60_000
})

const check = (body: unknown, cookie: string | undefined = agent) =>
  staffPost(t.app, '/api/register/check', body, { cookie })

async function answer(idNumber: string, cookie = agent) {
  const response = await check({ idNumber }, cookie)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: unknown }).data
}

let serial = 0
/** A fresh ID number, so that each test has its own person. */
const newId = () => `7${String(++serial).padStart(8, '0')}`

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
// The gateway clock's today (nobody moves it here): the machine's day in Botswana.
const today = () => todayInBotswana(new Date())

async function exclusion(
  idNumber: string,
  decision: 'APPROVED' | 'REJECTED' | null = 'APPROVED',
  extra: Record<string, unknown> = {},
) {
  const data = { ...SAMPLE_DATA.exclusion, period: 'P1Y', ...extra }
  const reference = await addCase(t, {
    kind: 'exclusion',
    data: { ...data, applicant: { ...SAMPLE_DATA.exclusion.applicant, idNumber } },
  })
  if (decision) {
    const response = await staffPost(
      t.app,
      '/api/staff/cases/decide',
      { area: 'exclusions', reference, decision, note: 'Checked.' },
      { cookie: manager },
    )
    expect(response.status).toBe(200)
  }
  return reference
}

const set = (reference: string, assignments: string, ...values: unknown[]) =>
  t.db.query(`update submissions set ${assignments} where reference = $1`, [reference, ...values])

const endsOn = async (reference: string) => {
  const [row] = await t.db.query<{ ends_on: string }>(
    `select to_char(ends_on, 'YYYY-MM-DD') as ends_on from submissions where reference = $1`,
    [reference],
  )
  return row!.ends_on
}

describe('who may check', () => {
  it('answers 401 without a session', async () => {
    const response = await staffPost(t.app, '/api/register/check', { idNumber: '123456789' })
    await expectFailure(response, 401)
  })

  const others = DEMO_ACCOUNTS.filter((account) => account.email !== 'agent@facility.example')
  it.each(others)('refuses $email (403)', async (account) => {
    const cookie = await signInAs(t.app, t.db, account)
    await expectFailure(await check({ idNumber: '123456789' }, cookie), 403)
  })

  it('refuses a facility agent who must still change the one-time password', async () => {
    await t.db.query(
      `insert into staff_users (email, role, organisation, password_hash, facility_name,
         must_change_password)
       select 'new.agent@facility.example', 'agent', 'facility', password_hash, 'Kasane Lodge', true
       from staff_users where email = 'agent@facility.example'`,
    )
    const cookie = await signIn(t.app, 'new.agent@facility.example')
    await expectFailure(await check({ idNumber: '123456789' }, cookie), 403)
  })

  it('is not a staff call from another site', async () => {
    const response = await staffPost(
      t.app,
      '/api/register/check',
      { idNumber: '123456789' },
      { cookie: agent, headers: { origin: 'https://elsewhere.example' } },
    )
    await expectFailure(response, 403)
  })
})

describe('the answer', () => {
  it('is excluded until the last day in force, and those two keys only', async () => {
    const id = newId()
    const reference = await exclusion(id)
    expect(await answer(id)).toEqual({ excluded: true, until: await endsOn(reference) })
  })

  it('is not excluded, that key only, for a number nobody excluded', async () => {
    expect(await answer(newId())).toEqual({ excluded: false })
  })

  it('finds a person however the number is typed (spaces, hyphens, small letters)', async () => {
    const reference = await exclusion('AB123456')
    const until = await endsOn(reference)
    expect(await answer('ab 12-34 56')).toEqual({ excluded: true, until })
  })

  it('finds the player of a third-party exclusion, and never its applicant', async () => {
    const applicant = newId()
    const player = newId()
    await exclusion(applicant, 'APPROVED', {
      kind: 'third-party',
      player: { ...SAMPLE_DATA.exclusion.applicant, fullName: 'Kabo Player', idNumber: player },
      relationship: 'spouse',
      description: 'Gambles away the rent.',
    })
    expect(await answer(player)).toMatchObject({ excluded: true })
    expect(await answer(applicant)).toEqual({ excluded: false })
  })

  it('is not excluded while an application waits or after it was rejected', async () => {
    const waiting = newId()
    const rejected = newId()
    await exclusion(waiting, null)
    await exclusion(rejected, 'REJECTED')
    expect(await answer(waiting)).toEqual({ excluded: false })
    expect(await answer(rejected)).toEqual({ excluded: false })
  })

  it('is not excluded before the exclusion starts, nor after it ended', async () => {
    const later = newId()
    const ended = newId()
    await set(await exclusion(later), 'starts_on = $2', plusDays(today(), 1))
    await set(
      await exclusion(ended),
      'starts_on = $2, ends_on = $3',
      plusDays(today(), -400),
      plusDays(today(), -1),
    )
    expect(await answer(later)).toEqual({ excluded: false })
    expect(await answer(ended)).toEqual({ excluded: false })
  })

  it('is excluded on its last day', async () => {
    const id = newId()
    await set(await exclusion(id), 'ends_on = $2', today())
    expect(await answer(id)).toEqual({ excluded: true, until: today() })
  })

  it('ends with a cancellation: until the day before it takes effect, then not excluded', async () => {
    const soon = newId()
    const now = newId()
    await set(await exclusion(soon), 'cancelled_from = $2', plusDays(today(), 7))
    await set(await exclusion(now), 'cancelled_from = $2', today())
    expect(await answer(soon)).toEqual({ excluded: true, until: plusDays(today(), 6) })
    expect(await answer(now)).toEqual({ excluded: false })
  })

  it('answers the latest last day when a person has two exclusions in force', async () => {
    const id = newId()
    await exclusion(id)
    const longer = await exclusion(id, 'APPROVED', { period: 'P5Y' })
    expect(await answer(id)).toEqual({ excluded: true, until: await endsOn(longer) })
  })
})

describe('one indexed query', () => {
  it('reads the index of excluded people, whatever the answer, among many in force', async () => {
    // As on a real register: thousands in force, each under their own key, with statistics.
    await t.db.query(
      `insert into submissions (reference, kind, area, status, data, starts_on, ends_on,
         excluded_key)
       select 'EX-' || lpad(i::text, 8, '0'), 'exclusion', 'exclusions', 'APPROVED', '{}'::jsonb,
         $1::date - (i % 300), $1::date + 1 + (i % 700), 'PLAN' || i
       from generate_series(1, 5000) as i`,
      [today()],
    )
    await t.db.query('analyze submissions')
    for (const key of ['PLAN42', '123456789', 'NOBODY']) {
      const plan = await t.db.query<{ 'QUERY PLAN': string }>(`explain ${REGISTER_QUERY}`, [
        key,
        today(),
      ])
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toMatch(
        /Index (Only )?Scan using submissions_excluded/,
      )
    }
    expect(await answer('PLAN42')).toMatchObject({ excluded: true })
  })
})

describe('bad input', () => {
  it.each([
    ['no number', {}],
    ['an empty one', { idNumber: '   ' }],
    ['a number', { idNumber: 123456789 }],
    ['too short', { idNumber: '12345' }],
    ['too long', { idNumber: '1'.repeat(33) }],
    ['huge', { idNumber: '1'.repeat(100_000) }],
    ['a NUL', { idNumber: '1234\u00005678' }],
    ['half an emoji', { idNumber: '12345678\ud83d' }],
  ])('refuses %s with the 400 envelope on idNumber', async (_name, body) => {
    const response = await check(body)
    const failure = await expectFailure(response, 400)
    expect(JSON.stringify(failure)).toContain('idNumber')
  })

  it('refuses another field beside it', async () => {
    await expectFailure(await check({ idNumber: '123456789', name: 'Kabo' }), 400)
  })

  it('refuses a body that is not JSON', async () => {
    await expectFailure(await check('{"idNumber":'), 400)
  })
})

describe('the limit per account', () => {
  it('answers 429 with Retry-After past 60 checks in a minute, and another agent is not limited', async () => {
    for (let i = 0; i < 60; i++) expect((await check({ idNumber: '123456789' })).status).toBe(200)
    const limited = await check({ idNumber: '123456789' })
    await expectFailure(limited, 429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)

    await t.db.query(
      `insert into staff_users (email, role, organisation, password_hash, facility_name)
       select 'door@facility.example', 'agent', 'facility', password_hash, 'Francistown Palace'
       from staff_users where email = 'agent@facility.example'`,
    )
    const other = await signIn(t.app, 'door@facility.example')
    expect((await check({ idNumber: '123456789' }, other)).status).toBe(200)
    t.clock.now += 1_000
    expect((await check({ idNumber: '123456789' })).status).toBe(200)
  })
})

describe('the audit', () => {
  it('writes each check to the regulator’s log, with the facility and the last four characters', async () => {
    const id = newId()
    const reference = await exclusion(id)
    await answer(id)
    await answer('XY99887766')
    const rows = await t.db.query<{
      organisation: string
      actor_email: string
      target: string
      details: Record<string, unknown>
    }>(
      `select organisation, actor_email, target, details from audit_log
       where action = 'register.check' order by id desc limit 2`,
    )
    expect(rows).toEqual([
      {
        organisation: 'regulator',
        actor_email: 'agent@facility.example',
        target: 'Gaborone Sun Casino',
        details: { facility: 'Gaborone Sun Casino', excluded: false, idEnds: '7766' },
      },
      {
        organisation: 'regulator',
        actor_email: 'agent@facility.example',
        target: 'Gaborone Sun Casino',
        details: {
          facility: 'Gaborone Sun Casino',
          excluded: true,
          until: await endsOn(reference),
          idEnds: id.slice(-4),
        },
      },
    ])
    const all = await t.db.query<{ row: string }>(
      `select row_to_json(a)::text as row from audit_log a where action = 'register.check'`,
    )
    expect(all.map((row) => row.row).join('\n')).not.toContain(id)
  })

  it('shows the checks to the regulator’s auditor', async () => {
    await answer(newId())
    const auditor = await signIn(t.app, 'auditor@regulator.example')
    const response = await staffPost(
      t.app,
      '/api/staff/audit/list',
      { organisation: 'regulator', action: 'register.check' },
      { cookie: auditor },
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: Array<{ target: string; action: string }> }
    expect(body.data[0]).toMatchObject({ action: 'register.check', target: 'Gaborone Sun Casino' })
  })
})
