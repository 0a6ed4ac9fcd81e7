/**
 * A report of a scam call (`callerId/report`, src/shared/contracts/scam-call.ts) on a fresh
 * database, as a phone sends it and as staff then read it: kept once for a repeated reference,
 * each answer refused on its own field, its screenshot optional and checked by its content,
 * and in the verify organisation's queue of reports of fakes only.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import type { CaseDetail, CaseSummary } from '../../../src/shared/schemas/staff-cases'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { staffData } from '../staff/testing-cases'
import { expectFailure, postForm, postJson } from '../testing'
import { realPdf, realPng } from '../testing-files'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'

let t: StaffTest
const cookies: Record<string, string> = {}

beforeAll(async () => {
  t = await staffTest({ CREATE_RATE_LIMIT_PER_MINUTE: '100000' })
  attachUploadStore(t.db, memoryUploadStore())
  for (const who of [
    'manager@verify.example',
    'manager@regulator.example',
    'manager@union.example',
  ])
    cookies[who] = await signIn(t.app, who)
}, 60_000)
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
})

type Picture = [name: string, bytes: Uint8Array<ArrayBuffer>]
const screenshot = (shade = 120): Picture => [`screenshot-${shade}.png`, realPng(720, 1280, shade)]

function send(reference: string, files: Picture[], data: object = SAMPLE_DATA.scamCall) {
  const form = new FormData()
  form.append('reference', reference)
  form.append('data', JSON.stringify(data))
  for (const [name, bytes] of files) form.append('screenshot', new File([bytes], name))
  return postForm(t.app, '/api/callerId/report', form, { 'Idempotency-Key': reference })
}

const count = async (table: string, reference: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where reference = $1`,
      [reference],
    )
  )[0]!.n

const refusedOn = async (response: Response, status = 400) =>
  (await expectFailure(response, status)).errors?.map((error) => error.path)

describe('POST /api/callerId/report', () => {
  it('keeps a report once, in the verify organisation’s area, however often it comes', async () => {
    const reference = makeReference('scamCall')
    const data = { ...SAMPLE_DATA.scamCall, callerNumber: '+267 72 000 002', callTime: '2:30 pm' }
    const files = [screenshot()]
    const [first, second] = await Promise.all([
      send(reference, files, data),
      send(reference, files, data),
    ])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(await first.json()).toEqual({ success: true, data: { reference, status: 'PENDING' } })
    const third = await send(reference, files, data)
    expect(third.status).toBe(201)
    expect(third.headers.get('idempotent-replayed')).toBe('true')
    expect(await count('submissions', reference)).toBe(1)
    expect(await count('submission_documents', reference)).toBe(1)
    const [row] = await t.db.query<{ area: string; kind: string; data: Record<string, unknown> }>(
      'select area, kind, data from submissions where reference = $1',
      [reference],
    )
    // The number as the phone rule reads it (as callerId/check does), the time on a 24-hour clock.
    expect(row).toMatchObject({
      area: 'fakes',
      kind: 'scamCall',
      data: { callerNumber: '+26772000002', callDate: SAMPLE_DATA.scamCall.callDate },
    })
    expect(row!.data.callTime).toBe('14:30')
    expect(row!.data).not.toHaveProperty('contact')
    const other = { ...data, whatWasSaid: 'A message said I had won a prize.' }
    await expectFailure(await send(reference, files, other), 409)
  })

  it('takes no screenshot or one, a picture by its content', async () => {
    const none = makeReference('scamCall')
    expect((await send(none, [])).status).toBe(201)
    expect(await count('submission_documents', none)).toBe(0)
    expect(
      await refusedOn(await send(makeReference('scamCall'), [screenshot(60), screenshot(90)])),
    ).toEqual(['screenshot'])
    // A PDF named as a picture, and text named as one: the bytes say what they are (415).
    expect(
      await refusedOn(await send(makeReference('scamCall'), [['call.png', realPdf()]]), 415),
    ).toEqual(['screenshot'])
    const text = new Uint8Array(new TextEncoder().encode('not a picture at all'))
    expect(
      await refusedOn(await send(makeReference('scamCall'), [['call.jpg', text]]), 415),
    ).toEqual(['screenshot'])
  })

  it('takes a contact with a name and a way to reach the person, or none', async () => {
    const reference = makeReference('scamCall')
    const contact = { fullName: 'Kabo Sample', email: 'kabo@example.org' }
    expect((await send(reference, [], { ...SAMPLE_DATA.scamCall, contact })).status).toBe(201)
    const [row] = await t.db.query<{ data: Record<string, unknown> }>(
      'select data from submissions where reference = $1',
      [reference],
    )
    expect(row!.data.contact).toEqual(contact)
    const nameOnly = { ...SAMPLE_DATA.scamCall, contact: { fullName: 'Kabo Sample' } }
    expect(await refusedOn(await send(makeReference('scamCall'), [], nameOnly))).toEqual([
      'contact.contactPhone',
    ])
  })

  it('refuses each answer against its rule, on its own field', async () => {
    // 10:00 in Gaborone on 27 November 2026 (08:00 UTC).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T08:00:00Z') })
    const base = { ...SAMPLE_DATA.scamCall, callDate: '2026-11-27', callTime: '09:15' }
    expect((await send(makeReference('scamCall'), [], base)).status).toBe(201)
    const { callerNumber: _number, ...noNumber } = base
    const { whatWasSaid: _said, ...nothingSaid } = base
    for (const [data, field] of [
      [noNumber, 'callerNumber'],
      [{ ...base, callerNumber: '12' }, 'callerNumber'],
      [{ ...base, callerNumber: '+267 72 abc 002' }, 'callerNumber'],
      [{ ...base, callDate: '' }, 'callDate'],
      [{ ...base, callDate: '2026-02-30' }, 'callDate'],
      // Tomorrow; and a year and a day back.
      [{ ...base, callDate: '2026-11-28' }, 'callDate'],
      [{ ...base, callDate: '2025-11-26' }, 'callDate'],
      [{ ...base, callTime: '25:00' }, 'callTime'],
      [{ ...base, callTime: 'morning' }, 'callTime'],
      // Later today than now, past the ten minutes a phone's clock may be ahead.
      [{ ...base, callTime: '10:30' }, 'callTime'],
      [nothingSaid, 'whatWasSaid'],
      [{ ...base, whatWasSaid: 'x'.repeat(1001) }, 'whatWasSaid'],
      [{ ...base, whatWasSaid: 'Hi\u0000' }, 'whatWasSaid'],
      [{ ...base, extra: 'not asked' }, 'extra'],
    ] as const) {
      const response = await send(makeReference('scamCall'), [], data)
      expect(await refusedOn(response), JSON.stringify(data)).toEqual([field])
    }
    // A year back to the day, and a phone's clock a few minutes ahead, are taken.
    for (const data of [
      { ...base, callDate: '2025-11-27', callTime: '23:59' },
      { ...base, callTime: '10:05' },
    ]) {
      expect((await send(makeReference('scamCall'), [], data)).status, data.callTime).toBe(201)
    }
  })
})

describe('a report of a scam call in the staff queues', () => {
  let reference: string
  beforeAll(async () => {
    reference = makeReference('scamCall')
    expect((await send(reference, [screenshot(200)])).status).toBe(201)
  })

  const show = (who: string, area = 'fakes') =>
    staffPost(t.app, '/api/staff/cases/show', { area, reference }, { cookie: cookies[who] })

  it('is in the queue of reports of fakes, by its number, with its screenshot', async () => {
    const body = await staffData<CaseSummary[]>(
      t,
      'cases/list',
      { area: 'fakes' },
      cookies['manager@verify.example']!,
    )
    expect(body.data.find((row) => row.reference === reference)).toMatchObject({
      kind: 'scamCall',
      subject: '+26772000002',
      status: 'PENDING',
    })
    const response = await show('manager@verify.example')
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: CaseDetail }
    expect(data.documents.map((document) => document.field)).toEqual(['screenshot'])
  })

  it('is refused to other organisations (403), and unknown in another area (404)', async () => {
    for (const who of ['manager@regulator.example', 'manager@union.example']) {
      await expectFailure(await show(who), 403)
    }
    await expectFailure(await show('manager@verify.example', 'registrations'), 404)
  })

  it('is closed by the verify organisation’s staff as a report is', async () => {
    const decide = await staffPost(
      t.app,
      '/api/staff/cases/decide',
      { area: 'fakes', reference, decision: 'APPROVED', note: 'Number passed to the operator.' },
      { cookie: cookies['manager@verify.example'] },
    )
    expect(decide.status).toBe(200)
    await expectFailure(
      await staffPost(
        t.app,
        '/api/staff/cases/decide',
        { area: 'fakes', reference, decision: 'REJECTED', note: 'Again.' },
        { cookie: cookies['manager@verify.example'] },
      ),
      409,
    )
  })

  it('counts a report closed with action taken on the caller register, and keeps a verified line verified', async () => {
    const decide = (reference: string, decision: 'APPROVED' | 'REJECTED') =>
      staffPost(
        t.app,
        '/api/staff/cases/decide',
        { area: 'fakes', reference, decision, note: 'Looked into.' },
        { cookie: cookies['manager@verify.example'] },
      )
    const checkNumber = async (phone: string) =>
      (
        (await (await postJson(t.app, '/api/callerId/check', { phone })).json()) as {
          data: { verdict: string; reports: number }
        }
      ).data
    const report = async (callerNumber: string, decision: 'APPROVED' | 'REJECTED') => {
      const reference = makeReference('scamCall')
      expect((await send(reference, [], { ...SAMPLE_DATA.scamCall, callerNumber })).status).toBe(
        201,
      )
      expect((await decide(reference, decision)).status).toBe(200)
    }

    // A number nobody had reported: reported once it is closed with action taken.
    await report('75 550 123', 'APPROVED')
    expect(await checkNumber('+26775550123')).toMatchObject({ verdict: 'reported', reports: 1 })
    await report('+267 75 550 123', 'APPROVED')
    expect(await checkNumber('75550123')).toMatchObject({ verdict: 'reported', reports: 2 })
    // Closed with no action: nothing changes.
    await report('+26775550123', 'REJECTED')
    expect(await checkNumber('+26775550123')).toMatchObject({ reports: 2 })

    // An organisation's line that a scammer made a call look like: still verified.
    await t.db.query(
      `insert into caller_ids (phone, status, owner, reports) values ('+26771999999', 'verified', 'A bank', 0)`,
    )
    await report('+26771999999', 'APPROVED')
    expect(await checkNumber('+26771999999')).toMatchObject({ verdict: 'verified', reports: 1 })
  })
})
