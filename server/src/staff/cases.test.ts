/**
 * The queues and the case page's call on a fresh database: counts per status,
 * the filters and paging, each organisation held to its own areas (403), an agent to the cases
 * it submitted (404 for any other), a case with every answer, its files and its history, and an
 * agent's submission recorded as its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import type { AreaCounts, CaseDetail, CaseSummary } from '../../../src/shared/schemas/staff-cases'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { expectFailure } from '../testing'
import { realPdf } from '../testing-files'
import { addCase, staffData, staffId, type NewCase } from './testing-cases'

let t: StaffTest
const cookies: Record<string, string> = {}
const as = (who: string) => cookies[who]!
const refs: Record<string, string> = {}

const appealData = {
  ...SAMPLE_DATA.exclusion,
  kind: 'appeal',
  exclusionReferenceNumber: 'EXC12345',
  description: 'I have stopped gambling for a year.',
}

beforeAll(async () => {
  t = await staffTest()
  // Two exclusions on Monday 1 June (Botswana), an appeal on the 3rd; a case in the other areas.
  const add = (name: string, spec: NewCase) => addCase(t, spec).then((r) => (refs[name] = r))
  await add('self', {
    kind: 'exclusion',
    files: { idCopy: [{ name: 'Neo ID.pdf', bytes: realPdf() }] },
  })
  await add('appeal', { kind: 'exclusion', data: appealData })
  await add('complaint', { kind: 'complaint' })
  await add('registration', {
    kind: 'productRegistration',
    data: { ...SAMPLE_DATA.productRegistration, productCode: 'SORG2026' },
  })
  await add('join', { kind: 'insuranceJoin' })
  for (const who of [
    'manager@regulator.example',
    'manager@verify.example',
    'auditor@regulator.example',
    'agent@regulator.example',
    'agent@union.example',
    'super-administrator@all.example',
  ])
    cookies[who] = await signIn(t.app, who)
  // An agent of the regulator sends an application for someone.
  refs.byAgent = await addCase(t, {
    kind: 'exclusion',
    submittedBy: await staffId(t, 'agent@regulator.example'),
  })
  const times: Array<[string, string]> = [
    [refs.self!, '2026-06-01T08:00:00Z'],
    [refs.byAgent, '2026-06-01T08:01:00Z'],
    [refs.appeal!, '2026-06-03T07:00:00Z'],
  ]
  for (const [reference, at] of times) {
    await t.db.query('update submissions set created_at = $2 where reference = $1', [reference, at])
  }
}, 60_000)

afterAll(async () => {
  await t.close()
})

const pendingOnly = (n: number) => ({ PENDING: n, APPROVED: 0, REJECTED: 0 })

const list = (body: unknown, who = 'manager@regulator.example') =>
  staffData<CaseSummary[]>(t, 'cases/list', body, as(who))

describe('a queue', () => {
  it('lists an area with the counts per status, newest first', async () => {
    const body = await list({ area: 'exclusions' })
    expect(body.data.map((row) => row.reference)).toEqual([refs.appeal, refs.byAgent, refs.self])
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 3 })
    // The exclusions queue also counts its approved exclusions where they stand today.
    expect(body.counts).toEqual({ ...pendingOnly(3), active: 0, 'ending-soon': 0, ended: 0 })
    expect(body.data[2]).toEqual({
      reference: refs.self,
      area: 'exclusions',
      kind: 'exclusion-self',
      status: 'PENDING',
      subject: 'Neo Sample',
      submittedAt: expect.stringMatching(/^2026-06-01T/),
      updatedAt: expect.any(String),
      lastDay: null,
    })
  })

  it('works the pending queue oldest first, and filters by kind and Botswana days', async () => {
    const pending = await list({ area: 'exclusions', status: 'PENDING' })
    expect(pending.data.map((row) => row.reference)).toEqual([refs.self, refs.byAgent, refs.appeal])
    const appeals = await list({ area: 'exclusions', kind: 'exclusion-appeal' })
    expect(appeals.data.map((row) => row.reference)).toEqual([refs.appeal])
    expect(appeals.counts).toMatchObject(pendingOnly(1))
    // 07:00 UTC on the 3rd is 09:00 in Botswana: the 3rd, not the 2nd.
    expect((await list({ area: 'exclusions', from: '2026-06-03' })).total).toBe(1)
    expect((await list({ area: 'exclusions', to: '2026-06-02' })).total).toBe(2)
    expect((await list({ area: 'exclusions', status: 'APPROVED' })).data).toEqual([])
    const second = await list({ area: 'exclusions', pageSize: 2, page: 2 })
    expect(second.data).toHaveLength(1)
    expect(second.total).toBe(3)
  })

  it('checks its filters', async () => {
    const bad = async (body: unknown) =>
      (
        await expectFailure(
          await staffPost(t.app, '/api/staff/cases/list', body, {
            cookie: as('manager@regulator.example'),
          }),
          400,
        )
      ).errors
    expect(await bad({ area: 'casino' })).toEqual([
      { path: 'area', message: 'Select an area from the list' },
    ])
    expect(await bad({ area: 'complaints', kind: 'exclusion-self' })).toEqual([
      { path: 'kind', message: 'Select a kind from the list' },
    ])
    expect(await bad({ area: 'exclusions', status: 'OPEN' })).toHaveLength(1)
    expect(await bad({ area: 'exclusions', from: '2026-06-31' })).toEqual([
      { path: 'from', message: 'Enter a real date' },
    ])
    expect(await bad({ area: 'exclusions', from: '2026-06-03', to: '2026-06-01' })).toHaveLength(1)
    expect(await bad({ area: 'exclusions', page: 0, extra: 1 })).toHaveLength(2)
    await expectFailure(
      await staffPost(t.app, '/api/staff/cases/list', '[1]', {
        cookie: as('manager@regulator.example'),
      }),
      400,
    )
  })

  it('keeps each organisation to its own areas', async () => {
    for (const area of ['exclusions', 'complaints', 'members']) {
      await expectFailure(
        await staffPost(
          t.app,
          '/api/staff/cases/list',
          { area },
          { cookie: as('manager@verify.example') },
        ),
        403,
      )
    }
    expect((await list({ area: 'registrations' }, 'manager@verify.example')).total).toBe(1)
    await expectFailure(
      await staffPost(
        t.app,
        '/api/staff/cases/list',
        { area: 'registrations' },
        { cookie: as('manager@regulator.example') },
      ),
      403,
    )
    expect(
      (await list({ area: 'members' }, 'super-administrator@all.example')).data[0],
    ).toMatchObject({
      reference: refs.join,
      kind: 'insuranceJoin',
      subject: 'Lesego Sample',
    })
  })

  it('shows an agent only the cases it submitted', async () => {
    const body = await list({ area: 'exclusions' }, 'agent@regulator.example')
    expect(body.data.map((row) => row.reference)).toEqual([refs.byAgent])
    expect(body.counts).toMatchObject(pendingOnly(1))
  })
})

describe('the counts of every queue', () => {
  it('gives each area within reach, and nothing of the others', async () => {
    const counts = (who: string, body = {}) =>
      staffData<AreaCounts[]>(t, 'cases/counts', body, as(who))
    const regulator = (await counts('auditor@regulator.example')).data
    expect(regulator.map((row) => row.area)).toEqual([
      'exclusions',
      'reports',
      'complaints',
      'counselling',
      'talk',
    ])
    expect(regulator[0]!.counts).toEqual({ PENDING: 3, APPROVED: 0, REJECTED: 0 })
    expect(regulator[2]!.counts.PENDING).toBe(1)
    expect((await counts('super-administrator@all.example')).data).toHaveLength(9)
    expect((await counts('agent@regulator.example')).data[0]!.counts.PENDING).toBe(1)
    expect((await counts('agent@union.example', { area: 'members' })).data[0]!.counts.PENDING).toBe(
      0,
    )
    await expectFailure(
      await staffPost(
        t.app,
        '/api/staff/cases/counts',
        { area: 'members' },
        { cookie: as('manager@verify.example') },
      ),
      403,
    )
  })
})

describe('a case', () => {
  const show = (area: string, reference: string, who = 'manager@regulator.example') =>
    staffPost(t.app, '/api/staff/cases/show', { area, reference }, { cookie: as(who) })

  it('comes with every answer, its files and its history', async () => {
    const response = await show('exclusions', refs.self!.toLowerCase())
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: CaseDetail }
    expect(data).toMatchObject({
      reference: refs.self,
      status: 'PENDING',
      decision: null,
      submittedBy: null,
      productCode: null,
    })
    expect(data.data).toEqual(SAMPLE_DATA.exclusion)
    expect(data.documents).toEqual([
      {
        id: expect.any(Number),
        field: 'idCopy',
        position: 0,
        fileName: 'Neo ID.pdf',
        mediaType: 'application/pdf',
        size: realPdf().length,
        verified: false,
        verifiedBy: null,
        verifiedAt: null,
      },
    ])
    expect(data.history).toEqual([
      { at: data.submittedAt, action: 'submitted', actorEmail: null, target: null },
    ])
  })

  it('names the agent who submitted it', async () => {
    const { data } = (await (
      await show('exclusions', refs.byAgent!, 'agent@regulator.example')
    ).json()) as { data: CaseDetail }
    expect(data.submittedBy).toBe('agent@regulator.example')
    expect(data.history[0]!.actorEmail).toBe('agent@regulator.example')
  })

  it('is a 404 outside its area or for an agent who did not submit it, a 403 outside the organisation', async () => {
    await expectFailure(await show('complaints', refs.self!), 404)
    await expectFailure(await show('exclusions', makeReference('exclusion')), 404)
    await expectFailure(await show('exclusions', refs.self!, 'agent@regulator.example'), 404)
    await expectFailure(await show('exclusions', refs.self!, 'manager@verify.example'), 403)
    const body = await expectFailure(await show('exclusions', 'EX-1'), 400)
    expect(body.errors).toEqual([{ path: 'reference', message: 'Enter a valid reference number' }])
  })
})

describe('a submission by an agent', () => {
  const complaint = async (cookie?: string) => {
    const reference = makeReference('complaint')
    const body = { reference, ...SAMPLE_DATA.complaint }
    const response = await staffPost(t.app, '/api/complaints/submit', body, { cookie })
    return { reference, response }
  }
  const submitter = async (reference: string) =>
    (
      await t.db.query<{ submitted_by: string | null }>(
        'select submitted_by from submissions where reference = $1',
        [reference],
      )
    )[0]!.submitted_by

  it('is recorded as the agent’s and listed among its own cases', async () => {
    // The submission routes judge sessions by the real clock.
    t.clock.now = Date.now()
    const agent = await signIn(t.app, 'agent@regulator.example')
    const sent = await complaint(agent)
    expect(sent.response.status).toBe(201)
    expect(await submitter(sent.reference)).toBe(await staffId(t, 'agent@regulator.example'))
    const mine = await staffData<CaseSummary[]>(t, 'cases/mine', {}, agent)
    expect(mine.data.map((row) => row.reference)).toEqual([sent.reference, refs.byAgent])
    expect(mine.total).toBe(2)
  })

  it('is a public one for anyone else: no session, a manager, an agent of another organisation', async () => {
    for (const cookie of [
      undefined,
      await signIn(t.app, 'manager@regulator.example'),
      await signIn(t.app, 'agent@union.example'),
      'staff-session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const sent = await complaint(cookie)
      expect(sent.response.status).toBe(201)
      expect(await submitter(sent.reference)).toBeNull()
    }
    const mine = await staffData<CaseSummary[]>(
      t,
      'cases/mine',
      {},
      await signIn(t.app, 'manager@regulator.example'),
    )
    expect(mine.data).toEqual([])
  })
})
