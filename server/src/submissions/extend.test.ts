/**
 * An exclusion's period (docs/design.md section 4a; docs/decisions.md, "Exclusion periods"):
 * approved, it starts on the day of the decision in Botswana (by the gateway clock, moved here
 * with test/clock) and ends after its period, which the status check answers; `exclusions/extend`
 * moves that end later by a period and never earlier, audited and told to the person, with the
 * status check's 404 for anything it does not find and a 409 for an exclusion that is not active.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import type { ExtendAnswer, StatusAnswer } from '../../../src/shared/contracts/status'
import { extendedEnd, periodEnd } from '../../../src/shared/exclusion-period'
import { messageText as m } from '../../../src/shared/messages'
import type { AuditRow } from '../../../src/shared/schemas/staff'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { expectFailure, postJson } from '../testing'
import { addCase, staffData } from '../staff/testing-cases'
import { NOT_FOUND } from './status'

let t: StaffTest
let manager: string
const idNumber = SAMPLE_DATA.exclusion.applicant.idNumber

beforeAll(async () => {
  t = await staffTest()
  manager = await signIn(t.app, 'manager@regulator.example')
}, 60_000)

afterAll(async () => {
  await t.close()
})

const moveClock = async (addDays: number) => {
  const response = await postJson(t.app, '/api/test/clock', { addDays })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { today: string } }).data.today
}

const decide = (reference: string, decision: 'APPROVED' | 'REJECTED' = 'APPROVED') =>
  staffPost(
    t.app,
    '/api/staff/cases/decide',
    { area: 'exclusions', reference, decision, note: 'Checked.' },
    { cookie: manager },
  )

const status = async (reference: string) => {
  const response = await postJson(t.app, '/api/exclusions/status', { idNumber, reference })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: StatusAnswer }).data
}

const extend = (body: Record<string, unknown>) => postJson(t.app, '/api/exclusions/extend', body)

const approvedExclusion = async (period = 'P1Y') => {
  const reference = await addCase(t, {
    kind: 'exclusion',
    data: { ...SAMPLE_DATA.exclusion, period },
  })
  expect((await decide(reference)).status).toBe(200)
  return reference
}

const messagesOf = (reference: string) =>
  t.db.query<{ channel: string; recipient: string; body_text: string; language: string }>(
    `select channel, recipient, body_text, language from messages
     where subject_ref = $1 and kind = 'exclusion.extended' order by channel`,
    [reference],
  )

const extensionsAudited = async (reference: string) =>
  (
    await staffData<AuditRow[]>(
      t,
      'audit/list',
      { action: 'exclusions.extend' },
      await signIn(t.app, 'super-administrator@all.example'),
    )
  ).data.filter((row) => row.reference === reference)

describe('an approved exclusion', () => {
  it('starts on the day of the decision in Botswana and ends after its period', async () => {
    const today = await moveClock(40)
    const reference = await addCase(t, {
      kind: 'exclusion',
      data: { ...SAMPLE_DATA.exclusion, period: 'P6M' },
    })
    expect(await status(reference)).not.toHaveProperty('startsOn')
    expect((await decide(reference)).status).toBe(200)
    const found = await status(reference)
    expect(found).toMatchObject({ status: 'APPROVED', startsOn: today, period: 'P6M' })
    expect(found.endsOn).toBe(periodEnd(today, 'P6M'))
  })

  it('of an application made before periods existed has no dates', async () => {
    const { period: _, ...before } = SAMPLE_DATA.exclusion
    const reference = await addCase(t, { kind: 'exclusion', data: before })
    expect((await decide(reference)).status).toBe(200)
    const found = await status(reference)
    expect(found.status).toBe('APPROVED')
    expect(found).not.toHaveProperty('endsOn')
    const refused = await expectFailure(await extend({ idNumber, reference, period: 'P1Y' }), 409)
    expect(refused.message).toBe(m('exclusion.noEnd'))
  })

  it('rejected, has no dates and cannot be extended', async () => {
    const reference = await addCase(t, { kind: 'exclusion' })
    expect((await decide(reference, 'REJECTED')).status).toBe(200)
    expect(await status(reference)).not.toHaveProperty('startsOn')
    const refused = await expectFailure(await extend({ idNumber, reference, period: 'P1Y' }), 409)
    expect(refused.message).toBe(m('exclusion.notActive'))
  })
})

describe('POST /api/exclusions/extend', () => {
  it('moves the end later by the period, audited and told to the person', async () => {
    const reference = await approvedExclusion('P1Y')
    const before = await status(reference)
    const response = await extend({ idNumber: ' 123 456 789 ', reference, period: 'P6M' })
    expect(response.status).toBe(200)
    const answer = ((await response.json()) as { data: ExtendAnswer }).data
    const endsOn = extendedEnd(before.endsOn!, 'P6M')
    expect(answer).toEqual({
      reference,
      startsOn: before.startsOn,
      endsOn,
      previousEndsOn: before.endsOn,
    })
    expect(endsOn > before.endsOn!).toBe(true)
    const after = await status(reference)
    expect(after).toMatchObject({ startsOn: before.startsOn, endsOn, period: 'P1Y' })

    const [row] = await extensionsAudited(reference)
    expect(row).toMatchObject({
      action: 'exclusions.extend',
      organisation: 'regulator',
      area: 'exclusions',
      target: 'P6M',
      actorEmail: null,
    })
    const [logged] = await t.db.query<{ details: unknown }>(
      `select details from audit_log where action = 'exclusions.extend' and reference = $1`,
      [reference],
    )
    expect(logged!.details).toEqual({ period: 'P6M', previousEndsOn: before.endsOn, endsOn })

    const sent = await messagesOf(reference)
    expect(sent.map((message) => [message.channel, message.recipient])).toEqual([
      ['email', SAMPLE_DATA.exclusion.applicant.email],
      ['sms', SAMPLE_DATA.exclusion.applicant.contactPhone],
    ])
    expect(sent[0]!.language).toBe('en')
    expect(sent[0]!.body_text).toContain(reference)
  })

  it('extends again from the new end, so every call moves it later', async () => {
    const reference = await approvedExclusion('P6M')
    let end = (await status(reference)).endsOn!
    for (const period of ['P6M', 'P5Y', 'P2Y']) {
      const answer = (
        (await (await extend({ idNumber, reference, period })).json()) as { data: ExtendAnswer }
      ).data
      expect(answer.previousEndsOn).toBe(end)
      expect(answer.endsOn > end).toBe(true)
      end = answer.endsOn
    }
    expect((await status(reference)).endsOn).toBe(end)
  })

  it('answers a repeat of the same extension as the first, extending once, told once', async () => {
    const reference = await approvedExclusion('P1Y')
    const before = (await status(reference)).endsOn!
    const answers = []
    for (let i = 0; i < 3; i++) {
      const response = await extend({ idNumber, reference, period: 'P2Y' })
      expect(response.status).toBe(200)
      answers.push(((await response.json()) as { data: ExtendAnswer }).data)
    }
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect(answers[0]!.endsOn).toBe(extendedEnd(before, 'P2Y'))
    expect((await status(reference)).endsOn).toBe(answers[0]!.endsOn)
    expect(await extensionsAudited(reference)).toHaveLength(1)
    expect(await messagesOf(reference)).toHaveLength(2)
  })

  it('answers the status check’s 404 for a wrong number, an unknown reference or another kind', async () => {
    const reference = await approvedExclusion()
    const report = await addCase(t, { kind: 'report' })
    for (const body of [
      { idNumber: '999999999', reference, period: 'P1Y' },
      { idNumber, reference: 'EX-ABCDEFGH', period: 'P1Y' },
      { idNumber, reference: report, period: 'P1Y' },
    ]) {
      const refused = await expectFailure(await extend(body), 404)
      expect(refused.message).toBe(NOT_FOUND)
    }
    const wrong = await expectFailure(
      await postJson(t.app, '/api/exclusions/status', { idNumber: '999999999', reference }),
      404,
    )
    expect(wrong.message).toBe(NOT_FOUND)
  })

  it('refuses a pending exclusion and one that has ended', async () => {
    const pending = await addCase(t, { kind: 'exclusion' })
    expect(
      (await expectFailure(await extend({ idNumber, reference: pending, period: 'P1Y' }), 409))
        .message,
    ).toBe(m('exclusion.notActive'))

    const reference = await approvedExclusion('P6M')
    const { endsOn } = await status(reference)
    // Past its last day: 6 months and a few days later.
    await moveClock(190)
    const ended = await status(reference)
    expect(ended.endsOn).toBe(endsOn)
    expect(new Date(`${endsOn}T00:00:00Z`).getTime()).toBeLessThan(Date.now() + 1e12)
    expect(
      (await expectFailure(await extend({ idNumber, reference, period: 'P1Y' }), 409)).message,
    ).toBe(m('exclusion.notActive'))
    expect((await status(reference)).endsOn).toBe(endsOn)
  })

  it('answers bad input with a 400, never a 5xx, and changes nothing', async () => {
    const reference = await approvedExclusion()
    const { endsOn } = await status(reference)
    for (const body of [
      { idNumber, reference },
      { idNumber, reference, period: 'P3M' },
      { idNumber, reference, period: '-P1Y' },
      { idNumber, reference, period: 12 },
      { idNumber, reference, period: 'P1Y', endsOn: '2020-01-01' },
      { idNumber, period: 'P1Y' },
      { reference, period: 'P1Y' },
      [],
      'P1Y',
    ]) {
      await expectFailure(await extend(body as Record<string, unknown>), 400)
    }
    const unknown = await expectFailure(await extend({ idNumber, reference, period: 'P3M' }), 400)
    expect(unknown.errors).toEqual([{ path: 'period', message: m('period.required') }])
    expect((await status(reference)).endsOn).toBe(endsOn)
  })
})
