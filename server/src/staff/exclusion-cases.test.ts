/**
 * The exclusions queue and case page on a fresh database, by the gateway clock moved forward
 * as `test/clock` moves it: an approved exclusion is active, then ending soon in its last 30
 * days, then ended; a cancellation ends it the day before it takes effect. The filter is
 * checked, held to the regulator's staff, and a case answers its dates, its support persons
 * and every message sent about it, with its state, and never an error's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import type { CaseDetail, CaseSummary } from '../../../src/shared/schemas/staff-cases'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { advanceClock, gatewayClock } from '../clock'
import { enqueueMessage } from '../messages/queue'
import { expectFailure } from '../testing'
import { addCase, staffData } from './testing-cases'

let t: StaffTest
let manager: string
let today: string

const supportPersons = [
  { fullName: 'Kagiso Sample', relationship: 'mother', phone: '+26771234567' },
  { fullName: 'Lesego Friend', relationship: 'A friend', email: 'lesego@example.com' },
  { relationship: 'brother' },
]

beforeAll(async () => {
  t = await staffTest()
  manager = await signIn(t.app, 'manager@regulator.example')
  today = await gatewayClock(t.db, { NODE_ENV: 'test' }).today()
}, 60_000)

afterAll(async () => {
  await t.close()
})

const approve = async (data: Record<string, unknown>) => {
  const reference = await addCase(t, { kind: 'exclusion', data })
  await staffData(
    t,
    'cases/decide',
    { area: 'exclusions', reference, decision: 'APPROVED', note: 'Checked.' },
    manager,
  )
  return reference
}

const list = (body: Record<string, unknown>) =>
  staffData<CaseSummary[]>(t, 'cases/list', { area: 'exclusions', ...body }, manager)

const listed = async (exclusion: string) =>
  (await list({ exclusion })).data.map((row) => row.reference)

const show = async (reference: string, cookie = manager) =>
  (await staffData<CaseDetail>(t, 'cases/show', { area: 'exclusions', reference }, cookie)).data

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

describe('the exclusions queue by where an exclusion stands', () => {
  it('follows an exclusion from active to ending soon to ended as the clock moves', async () => {
    const reference = await approve({ ...SAMPLE_DATA.exclusion, period: 'P6M' })
    // A pending one and a cancelled one are never in these lists.
    const pending = await addCase(t, { kind: 'exclusion' })
    const cancelled = await approve(SAMPLE_DATA.exclusion as Record<string, unknown>)
    await t.db.query('update submissions set cancelled_from = $2 where reference = $1', [
      cancelled,
      plusDays(today, 5),
    ])

    const { lastDay } = (await show(reference)).exclusion!
    expect(await listed('active')).toEqual([cancelled, reference])
    expect(await listed('ending-soon')).toEqual([cancelled])
    expect(await listed('ended')).toEqual([])
    const body = await list({ status: 'APPROVED', exclusion: 'active' })
    expect(body.total).toBe(2)
    expect(body.counts).toEqual({
      PENDING: 1,
      APPROVED: 2,
      REJECTED: 0,
      active: 2,
      'ending-soon': 1,
      ended: 0,
    })
    // Its row says its last day; a pending one has none.
    const rows = (await list({})).data
    expect(rows.find((row) => row.reference === reference)?.lastDay).toBe(lastDay)
    expect(rows.find((row) => row.reference === pending)?.lastDay).toBeNull()
    // The cancellation: in force until the day before it takes effect.
    expect(rows.find((row) => row.reference === cancelled)?.lastDay).toBe(plusDays(today, 4))

    // 29 days before its last day: ending soon, and still active; the cancelled one has ended.
    await advanceClock(t.db, daysBetween(today, lastDay) - 29)
    expect(await listed('active')).toEqual([reference])
    expect(await listed('ending-soon')).toEqual([reference])
    expect(await listed('ended')).toEqual([cancelled])
    expect((await show(reference)).exclusion?.state).toBe('ending-soon')

    // The day after its last day: ended, the latest ended first.
    await advanceClock(t.db, 30)
    expect(await listed('active')).toEqual([])
    expect(await listed('ending-soon')).toEqual([])
    expect(await listed('ended')).toEqual([reference, cancelled])
    expect((await list({ exclusion: 'ended', status: 'PENDING' })).total).toBe(0)
    expect((await show(reference)).exclusion?.state).toBe('ended')
    await t.db.query('delete from gateway_clock')
  })

  it('checks the filter', async () => {
    const bad = async (body: unknown) =>
      (
        await expectFailure(
          await staffPost(t.app, '/api/staff/cases/list', body, { cookie: manager }),
          400,
        )
      ).errors
    expect(await bad({ area: 'exclusions', exclusion: 'soon' })).toEqual([
      { path: 'exclusion', message: 'Select a status from the list' },
    ])
    expect(await bad({ area: 'complaints', exclusion: 'active' })).toEqual([
      { path: 'exclusion', message: 'Leave this out: it does not apply to this application' },
    ])
  })

  it('is the regulator’s only: the union’s and Verify’s staff are refused', async () => {
    const reference = await approve(SAMPLE_DATA.exclusion as Record<string, unknown>)
    for (const who of ['manager@union.example', 'manager@verify.example']) {
      const cookie = await signIn(t.app, who)
      for (const [path, body] of [
        ['cases/list', { area: 'exclusions', exclusion: 'active' }],
        ['cases/show', { area: 'exclusions', reference }],
      ] as const) {
        await expectFailure(await staffPost(t.app, `/api/staff/${path}`, body, { cookie }), 403)
      }
    }
  })
})

describe('an exclusion’s case page', () => {
  it('answers its period, its dates and a cancellation pending effect', async () => {
    const reference = await approve({ ...SAMPLE_DATA.exclusion, period: 'P1Y' })
    const before = (await show(reference)).exclusion!
    expect(before).toEqual({
      period: 'P1Y',
      startsOn: today,
      endsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lastDay: before.endsOn,
      cancelledFrom: null,
      state: 'active',
    })
    expect(daysBetween(before.startsOn, before.endsOn)).toBeGreaterThanOrEqual(364)
    await t.db.query('update submissions set cancelled_from = $2 where reference = $1', [
      reference,
      plusDays(today, 7),
    ])
    expect((await show(reference)).exclusion).toEqual({
      ...before,
      lastDay: plusDays(today, 6),
      cancelledFrom: plusDays(today, 7),
      state: 'ending-soon',
    })
  })

  it('has no dates while pending, and no support persons or messages when there are none', async () => {
    const reference = await addCase(t, { kind: 'exclusion' })
    const detail = await show(reference)
    expect(detail).toMatchObject({ exclusion: null, supportPersons: [], messages: [] })
    expect(detail.lastDay).toBeNull()
  })

  it('names the support persons the answers give, leaving out one without a name', async () => {
    const reference = await addCase(t, {
      kind: 'exclusion',
      data: { ...SAMPLE_DATA.exclusion, supportPersons },
    })
    expect((await show(reference)).supportPersons).toEqual([
      { fullName: 'Kagiso Sample', relationship: 'mother', phone: '+26771234567', email: null },
      {
        fullName: 'Lesego Friend',
        relationship: 'A friend',
        phone: null,
        email: 'lesego@example.com',
      },
    ])
  })

  it('lists every message about it, oldest first, with its state and never an error’s words', async () => {
    const reference = await approve({ ...SAMPLE_DATA.exclusion, period: 'P6M' })
    const common = { language: 'en', kind: 'exclusion.extended', subjectRef: reference } as const
    const email = await enqueueMessage(t.db, {
      ...common,
      channel: 'email',
      to: 'neo@example.com',
      subject: 'Your exclusion is extended',
      text: 'Extended.',
    })
    const sms = await enqueueMessage(t.db, {
      ...common,
      channel: 'sms',
      to: '+26771234567',
      text: 'Extended.',
    })
    const reminder = await enqueueMessage(t.db, {
      ...common,
      kind: 'exclusion.ends-in-30-days',
      channel: 'email',
      to: 'neo@example.com',
      subject: 'Your exclusion ends soon',
      text: 'Ends soon.',
    })
    const bounced = await enqueueMessage(t.db, {
      ...common,
      channel: 'email',
      to: 'old@example.com',
      subject: 'Your exclusion is extended',
      text: 'Extended.',
    })
    // About another case: never listed here.
    await enqueueMessage(t.db, {
      ...common,
      subjectRef: 'EX-OTHER',
      channel: 'sms',
      to: '+26771234568',
      text: 'Other.',
    })
    const at = (id: number, minutes: number) =>
      t.db.query(
        `update messages set created_at = now() + make_interval(mins => $2) where id = $1`,
        [id, minutes],
      )
    await at(email.id, 1)
    await at(sms.id, 2)
    await at(reminder.id, 3)
    await at(bounced.id, 4)
    // Sent, then emptied after 30 days; a permanent refusal; a message with a server's words.
    await t.db.query(
      `update messages set state = 'sent', attempts = 1, sent_at = now(), recipient = null,
         scrubbed_at = now() where id = $1`,
      [email.id],
    )
    await t.db.query(
      `update messages set state = 'failed', attempts = 3, failed_at = now(),
         last_error = 'sms http 400' where id = $1`,
      [sms.id],
    )
    await t.db.query(
      `update messages set state = 'failed', attempts = 1, failed_at = now(),
         last_error = '550 5.1.1 <old@example.com>: mailbox unknown' where id = $1`,
      [bounced.id],
    )

    const { messages } = await show(reference)
    expect(messages).toEqual([
      // The approval's own notices, queued with the decision (server/src/messages/notices.ts).
      expect.objectContaining({ kind: 'exclusion.approved', channel: 'email', state: 'queued' }),
      expect.objectContaining({ kind: 'exclusion.approved', channel: 'sms', state: 'queued' }),
      {
        id: email.id,
        kind: 'exclusion.extended',
        channel: 'email',
        recipient: null,
        state: 'sent',
        attempts: 1,
        createdAt: expect.any(String),
        sentAt: expect.any(String),
        failedAt: null,
        error: null,
      },
      expect.objectContaining({
        id: sms.id,
        channel: 'sms',
        recipient: '+26771234567',
        state: 'failed',
        attempts: 3,
        failedAt: expect.any(String),
        error: 'sms http 400',
      }),
      expect.objectContaining({
        id: reminder.id,
        kind: 'exclusion.ends-in-30-days',
        recipient: 'neo@example.com',
        state: 'queued',
        attempts: 0,
        sentAt: null,
      }),
      expect.objectContaining({ id: bounced.id, state: 'failed', error: null }),
    ])
    expect(JSON.stringify(messages)).not.toContain('mailbox unknown')
  })

  it('keeps a case and its messages from an agent of the regulator who did not submit it', async () => {
    const reference = await approve(SAMPLE_DATA.exclusion as Record<string, unknown>)
    await enqueueMessage(t.db, {
      language: 'en',
      kind: 'exclusion.extended',
      subjectRef: reference,
      channel: 'sms',
      to: '+26771234567',
      text: 'Extended.',
    })
    // An agent of the regulator did not submit it: the case, and its messages, do not exist.
    const agent = await signIn(t.app, 'agent@regulator.example')
    await expectFailure(
      await staffPost(
        t.app,
        '/api/staff/cases/show',
        { area: 'exclusions', reference },
        { cookie: agent },
      ),
      404,
    )
  })
})
