/**
 * Deciding a case (docs/design.md 4a): once only (409 the second time, and
 * of two at the same moment), audited, in the caller's organisation only, never by an auditor;
 * and the two closed loops: an approved product registration checks as genuine at once, and a
 * decided exclusion shows its status and time to the public status check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import type { AuditRow } from '../../../src/shared/schemas/staff'
import type { CaseDetail, DecisionAnswer } from '../../../src/shared/schemas/staff-cases'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { expectFailure, postJson } from '../testing'
import { addCase, staffData } from './testing-cases'

let t: StaffTest
let regulator: string
let verify: string

beforeAll(async () => {
  t = await staffTest()
  regulator = await signIn(t.app, 'manager@regulator.example')
  verify = await signIn(t.app, 'manager@verify.example')
}, 60_000)

afterAll(async () => {
  await t.close()
})

const decide = (body: Record<string, unknown>, cookie = regulator) =>
  staffPost(
    t.app,
    '/api/staff/cases/decide',
    { note: 'Checked with the applicant.', ...body },
    { cookie },
  )

const registration = (productCode: string) =>
  addCase(t, {
    kind: 'productRegistration',
    data: { ...SAMPLE_DATA.productRegistration, productCode },
  })

const checkProduct = async (code: string) =>
  (
    (await (await postJson(t.app, '/api/product/check', { code })).json()) as {
      data: { verdict: string; product?: Record<string, unknown> }
    }
  ).data

const auditOf = async (reference: string) =>
  (
    await staffData<AuditRow[]>(
      t,
      'audit/list',
      { action: 'cases.decide' },
      await signIn(t.app, 'super-administrator@all.example'),
    )
  ).data.filter((row) => row.reference === reference)

describe('a decision on an exclusion', () => {
  it('shows in the status check, is audited, and cannot be made twice', async () => {
    const reference = await addCase(t, { kind: 'exclusion' })
    const status = () =>
      postJson(t.app, '/api/exclusions/status', { idNumber: '123456789', reference })
    const before = (
      (await (await status()).json()) as { data: { status: string; updatedAt: string } }
    ).data
    expect(before.status).toBe('PENDING')

    t.clock.now = Date.parse('2026-06-01T08:10:00Z')
    const response = await decide({ area: 'exclusions', reference, decision: 'APPROVED' })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: DecisionAnswer }).data).toEqual({
      reference,
      status: 'APPROVED',
      decidedAt: '2026-06-01T08:10:00.000Z',
    })
    const after = (
      (await (await status()).json()) as { data: { status: string; updatedAt: string } }
    ).data
    expect(after).toMatchObject({ status: 'APPROVED', updatedAt: '2026-06-01T08:10:00.000Z' })

    const again = await expectFailure(
      await decide({ area: 'exclusions', reference, decision: 'REJECTED' }),
      409,
    )
    expect(again.message).toBe('This case has already been decided')
    const rows = await auditOf(reference)
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'cases.decide',
        outcome: 'success',
        actorEmail: 'manager@regulator.example',
        organisation: 'regulator',
        area: 'exclusions',
        target: 'APPROVED',
      }),
    ])
    const shown = await staffData<CaseDetail>(
      t,
      'cases/show',
      { area: 'exclusions', reference },
      regulator,
    )
    expect(shown.data.decision).toEqual({
      note: 'Checked with the applicant.',
      applicantNote: null,
      decidedBy: 'manager@regulator.example',
      decidedAt: '2026-06-01T08:10:00.000Z',
    })
    expect(shown.data.history.map((event) => event.action)).toEqual(['submitted', 'cases.decide'])
  })

  it('keeps the note for the applicant apart: the status check shows it, never the note for the record', async () => {
    const reference = await addCase(t, { kind: 'report' })
    const status = async () => {
      const response = await postJson(t.app, '/api/exclusions/status', {
        idNumber: '+267 72 345 678',
        reference,
      })
      expect(response.status).toBe(200)
      return response.text()
    }
    const internal = 'Venue owner Kgosi M. named by the reporter; passed to the police.'
    const forApplicant = '  Thank you: an inspector visited the place and action was taken.\n '
    const response = await decide({
      area: 'reports',
      reference,
      decision: 'APPROVED',
      note: internal,
      applicantNote: forApplicant,
    })
    expect(response.status).toBe(200)

    const answer = await status()
    expect(JSON.parse(answer).data).toMatchObject({
      status: 'APPROVED',
      applicantNote: 'Thank you: an inspector visited the place and action was taken.',
    })
    expect(answer).not.toContain('Kgosi')
    expect(answer).not.toContain('police')
    const shown = await staffData<CaseDetail>(
      t,
      'cases/show',
      { area: 'reports', reference },
      regulator,
    )
    expect(shown.data.decision).toMatchObject({
      note: internal,
      applicantNote: 'Thank you: an inspector visited the place and action was taken.',
    })
  })

  it('answers no note for the applicant when staff wrote none, or a blank one', async () => {
    const reference = await addCase(t, { kind: 'complaint' })
    await decide({ area: 'complaints', reference, decision: 'REJECTED', applicantNote: '  ' })
    const response = await postJson(t.app, '/api/exclusions/status', {
      idNumber: '987654321',
      reference,
    })
    const { data } = (await response.json()) as { data: Record<string, unknown> }
    expect(data.status).toBe('REJECTED')
    expect(data).not.toHaveProperty('applicantNote')
    expect(JSON.stringify(data)).not.toContain('Checked with the applicant')
  })

  it('lets one of two decisions at the same moment win', async () => {
    const reference = await addCase(t, { kind: 'complaint' })
    const answers = await Promise.all([
      decide({ area: 'complaints', reference, decision: 'APPROVED' }),
      decide({ area: 'complaints', reference, decision: 'REJECTED' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await auditOf(reference)).toHaveLength(1)
  })

  it('is refused outside the organisation, to an auditor, and for an unknown case', async () => {
    const reference = await addCase(t, { kind: 'exclusion' })
    await expectFailure(
      await decide({ area: 'exclusions', reference, decision: 'APPROVED' }, verify),
      403,
    )
    const auditor = await signIn(t.app, 'auditor@regulator.example')
    await expectFailure(
      await decide({ area: 'exclusions', reference, decision: 'APPROVED' }, auditor),
      403,
    )
    const agent = await signIn(t.app, 'agent@regulator.example')
    await expectFailure(
      await decide({ area: 'exclusions', reference, decision: 'APPROVED' }, agent),
      403,
    )
    await expectFailure(await decide({ area: 'complaints', reference, decision: 'APPROVED' }), 404)
    const [row] = await t.db.query<{ status: string }>(
      'select status from submissions where reference = $1',
      [reference],
    )
    expect(row!.status).toBe('PENDING')
    expect(await auditOf(reference)).toEqual([])
  })

  it('checks the decision and the note', async () => {
    const reference = await addCase(t, { kind: 'exclusion' })
    const body = await expectFailure(
      await decide({
        area: 'exclusions',
        reference,
        decision: 'MAYBE',
        note: ' ',
        productCode: 'ABC123',
      }),
      400,
    )
    expect(body.errors).toEqual([
      { path: 'decision', message: 'Select a decision' },
      { path: 'note', message: 'Enter a note about your decision' },
    ])
    const long = await expectFailure(
      await decide({ area: 'exclusions', reference, decision: 'APPROVED', note: 'x'.repeat(1001) }),
      400,
    )
    expect(long.errors).toEqual([
      { path: 'note', message: 'Note must be 1000 characters or fewer' },
    ])
    const code = await expectFailure(
      await decide({ area: 'exclusions', reference, decision: 'APPROVED', productCode: 'ABC123' }),
      400,
    )
    expect(code.errors).toEqual([{ path: 'productCode', message: expect.any(String) }])
    const longer = await expectFailure(
      await decide({
        area: 'exclusions',
        reference,
        decision: 'APPROVED',
        applicantNote: 'x'.repeat(1001),
      }),
      400,
    )
    expect(longer.errors).toEqual([
      { path: 'applicantNote', message: 'Note must be 1000 characters or fewer' },
    ])
    const hidden = await expectFailure(
      await decide({
        area: 'exclusions',
        reference,
        decision: 'APPROVED',
        applicantNote: 'A\u0000',
      }),
      400,
    )
    expect(hidden.errors?.map((error) => error.path)).toEqual(['applicantNote'])
  })

  it('takes a note for the applicant only where a status check shows it', async () => {
    const reference = await registration('SORG2026N')
    const body = await expectFailure(
      await decide(
        { area: 'registrations', reference, decision: 'APPROVED', applicantNote: 'Welcome' },
        verify,
      ),
      400,
    )
    expect(body.errors).toEqual([{ path: 'applicantNote', message: expect.any(String) }])
  })
})

describe('an approved product registration', () => {
  it('checks as genuine at once, even after a not_found was just cached', async () => {
    const reference = await registration('SORG2026A')
    expect(await checkProduct('SORG2026A')).toEqual({ verdict: 'not_found' })
    const response = await decide(
      { area: 'registrations', reference, decision: 'APPROVED' },
      verify,
    )
    expect(((await response.json()) as { data: DecisionAnswer }).data.productCode).toBe('SORG2026A')
    expect(await checkProduct('sorg 2026a')).toEqual({
      verdict: 'genuine',
      product: {
        code: 'SORG2026A',
        name: 'Sorghum meal 1 kg',
        manufacturer: 'Sample Foods (Pty) Ltd',
        batch: 'LOT 2026-04',
        status: 'Registered',
      },
      checks: { count: 1, firstCheckedAt: expect.any(String) as string, threshold: 50 },
    })
    const shown = await staffData<CaseDetail>(
      t,
      'cases/show',
      { area: 'registrations', reference },
      verify,
    )
    expect(shown.data.productCode).toBe('SORG2026A')
  })

  it('goes on the register under the code the decision gives', async () => {
    const reference = await registration('SORG2026B')
    const response = await decide(
      { area: 'registrations', reference, decision: 'APPROVED', productCode: 'bw-777 001' },
      verify,
    )
    expect(response.status).toBe(200)
    expect((await checkProduct('BW777001')).verdict).toBe('genuine')
    expect((await checkProduct('SORG2026B')).verdict).toBe('not_found')
  })

  it('is refused, and stays pending, when the code is already on the register', async () => {
    // product/register refuses a code on the register; a decision's own code can still meet one.
    const first = await registration('SORG2026D')
    await decide({ area: 'registrations', reference: first, decision: 'APPROVED' }, verify)
    const reference = await addCase(t, {
      kind: 'productRegistration',
      data: { ...SAMPLE_DATA.productRegistration, productName: 'Copy', productCode: 'SORG2026E' },
    })
    const body = await expectFailure(
      await decide(
        { area: 'registrations', reference, decision: 'APPROVED', productCode: 'SORG2026D' },
        verify,
      ),
      409,
    )
    expect(body.errors).toEqual([
      { path: 'productCode', message: 'A product with this code is already on the register' },
    ])
    const [row] = await t.db.query<{ status: string }>(
      'select status from submissions where reference = $1',
      [reference],
    )
    expect(row!.status).toBe('PENDING')
    expect(await auditOf(reference)).toEqual([])
    expect((await checkProduct('SORG2026D')).product?.name).toBe('Sorghum meal 1 kg')
  })

  it('makes no product when rejected', async () => {
    const reference = await registration('SORG2026C')
    expect(
      (await decide({ area: 'registrations', reference, decision: 'REJECTED' }, verify)).status,
    ).toBe(200)
    expect((await checkProduct('SORG2026C')).verdict).toBe('not_found')
  })
})

describe('a members case', () => {
  it('is decided like any other by the union', async () => {
    const reference = await addCase(t, { kind: 'insuranceJoin' })
    const union = await signIn(t.app, 'manager@union.example')
    expect((await decide({ area: 'members', reference, decision: 'REJECTED' }, union)).status).toBe(
      200,
    )
    await expectFailure(
      await decide({ area: 'members', reference, decision: 'APPROVED' }, union),
      409,
    )
  })
})
