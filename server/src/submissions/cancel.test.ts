/**
 * Cancelling an exclusion (server/src/submissions/cancel.ts; docs/decisions.md, "Cancelling an
 * exclusion"), through the real calls with the gateway clock moved (test/clock): asked through
 * `exclusions/apply`, refused under 6 months and once no longer in force; approved, it takes
 * effect 7 days later, which the status check answers on both references and the register
 * (exclusion-state.ts) follows on that day; withdrawn before then, the exclusion holds again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import type { StatusAnswer, WithdrawCancellationAnswer } from '../../../src/shared/contracts/status'
import { addDays, cancellableFrom } from '../../../src/shared/exclusion-period'
import { messageText as m } from '../../../src/shared/messages'
import { makeReference } from '../../../src/shared/reference'
import type { CaseDetail } from '../../../src/shared/schemas/staff-cases'
import { signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { addCase, staffData } from '../staff/testing-cases'
import { expectFailure, fromAddress, postForm, postJson, testApp } from '../testing'
import { realPdf } from '../testing-files'
import { attachUploadStore, memoryUploadStore } from '../uploads/store'
import { inForceOn } from './exclusion-state'
import { NOT_FOUND } from './status'

let t: StaffTest
let manager: string
const idNumber = SAMPLE_DATA.exclusion.applicant.idNumber
const applicant = SAMPLE_DATA.exclusion.applicant

beforeAll(async () => {
  t = await staffTest({ CREATE_RATE_LIMIT_PER_MINUTE: '100000' })
  attachUploadStore(t.db, memoryUploadStore())
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

/** Moves the clock to `day` ('YYYY-MM-DD', not earlier than today). */
const moveTo = async (day: string) => {
  const today = await moveClock(0)
  const days = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000)
  expect(await moveClock(days)).toBe(day)
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

const withdraw = (body: unknown) => postJson(t.app, '/api/exclusions/withdraw-cancellation', body)

const withdrawn = async (reference: string) => {
  const response = await withdraw({ idNumber, reference })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: WithdrawCancellationAnswer }).data
}

/** An approved self-exclusion of the sample applicant, starting today. */
const approvedExclusion = async (period = 'P1Y') => {
  const reference = await addCase(t, {
    kind: 'exclusion',
    data: { ...SAMPLE_DATA.exclusion, period },
  })
  expect((await decide(reference)).status).toBe(200)
  return reference
}

/** `exclusions/apply` with a cancellation of `exclusion`, as the form sends it. */
const applyToCancel = (exclusion: string, files = ['idCopy', 'counsellingReport']) => {
  const reference = makeReference('exclusion')
  const form = new FormData()
  form.append('reference', reference)
  const data = {
    kind: 'cancel',
    applicant,
    reason: 'I have finished my counselling.',
    hadReferenceNumber: true,
    // As a person types it: the form's code rule takes out the hyphen.
    exclusionReferenceNumber: exclusion.toLowerCase(),
    confirmed: true,
  }
  form.append('data', JSON.stringify(data))
  for (const field of files) form.append(field, new File([realPdf()], `${field}.pdf`))
  return {
    reference,
    response: postForm(t.app, '/api/exclusions/apply', form, { 'Idempotency-Key': reference }),
  }
}

const applied = async (exclusion: string) => {
  const { reference, response } = applyToCancel(exclusion)
  expect((await response).status).toBe(201)
  return reference
}

/** Whether the register holds the exclusion in force on `day` (exclusion-state.ts). */
const inForce = async (reference: string, day: string) => {
  const [row] = await t.db.query<{ in_force: boolean }>(
    `select ${inForceOn('$2')} as in_force from submissions where reference = $1`,
    [reference, day],
  )
  return row!.in_force
}

const audited = (reference: string) =>
  t.db.query<{
    action: string
    organisation: string
    area: string
    target: string
    details: unknown
    actor_email: string | null
  }>(
    `select action, organisation, area, target, details, actor_email from audit_log
     where action = 'exclusions.withdrawCancellation' and reference = $1`,
    [reference],
  )

describe('applying to cancel an exclusion', () => {
  it('is refused while the exclusion is under 6 months old, saying from which day it can be asked', async () => {
    const startsOn = await moveClock(0)
    const exclusion = await approvedExclusion()
    const from = cancellableFrom(startsOn)
    const why = m('cancel.tooEarly', { startsOn, from })
    const first = await expectFailure(await applyToCancel(exclusion).response, 422)
    expect(first.errors).toEqual([{ path: 'exclusionReferenceNumber', message: why }])
    await moveTo(addDays(from, -1))
    const dayBefore = await expectFailure(await applyToCancel(exclusion).response, 422)
    expect(dayBefore.message).toBe(why)
    await moveTo(from)
    const reference = await applied(exclusion)
    expect(await status(reference)).toMatchObject({ kind: 'exclusion-cancel', status: 'PENDING' })
  })

  it('is refused once the exclusion is no longer in force', async () => {
    const exclusion = await approvedExclusion('P6M')
    await moveClock(200)
    const refused = await expectFailure(await applyToCancel(exclusion).response, 422)
    expect(refused.errors).toEqual([
      { path: 'exclusionReferenceNumber', message: m('cancel.notInForce') },
    ])
  })

  it('is taken for staff to check when the exclusion is not on our register as the applicant’s', async () => {
    await applied('EX-ABCDEFGH')
    await applied('EXC12345')
    const someoneElse = await addCase(t, {
      kind: 'exclusion',
      data: { ...SAMPLE_DATA.exclusion, applicant: { ...applicant, idNumber: '777666555' } },
    })
    expect((await decide(someoneElse)).status).toBe(200)
    await applied(someoneElse)
  })

  it('still needs the counselling report', async () => {
    const refused = await expectFailure(await applyToCancel('EXC12345', ['idCopy']).response, 400)
    expect(refused.errors).toEqual([{ path: 'counsellingReport', message: m('file.required') }])
  })
})

describe('an approved cancellation', () => {
  it('takes effect 7 days after the decision, on the status check and on the register', async () => {
    const exclusion = await approvedExclusion('P2Y')
    await moveClock(190)
    const cancellation = await applied(exclusion)
    const today = await moveClock(0)
    expect((await decide(cancellation)).status).toBe(200)
    const effectiveOn = addDays(today, 7)
    expect(await status(cancellation)).toMatchObject({ status: 'APPROVED', effectiveOn })
    const held = await status(exclusion)
    expect(held).toMatchObject({ status: 'APPROVED', effectiveOn })
    // Its proof ends on its last day in force, the day before.
    const payload = JSON.parse(Buffer.from(held.proof!.split('.')[1]!, 'base64url').toString())
    expect(payload.endsOn).toBe(addDays(effectiveOn, -1))
    const [decided] = await t.db.query<{ details: Record<string, string> }>(
      `select details from audit_log where action = 'cases.decide' and reference = $1`,
      [cancellation],
    )
    expect(decided!.details).toMatchObject({ decision: 'APPROVED', effectiveOn, exclusion })

    expect(await inForce(exclusion, addDays(effectiveOn, -1))).toBe(true)
    await moveTo(addDays(effectiveOn, -1))
    expect(await inForce(exclusion, await moveClock(0))).toBe(true)
    await moveTo(effectiveOn)
    expect(await inForce(exclusion, await moveClock(0))).toBe(false)

    // Taken effect: too late to withdraw.
    const late = await expectFailure(await withdraw({ idNumber, reference: cancellation }), 409)
    expect(late.message).toBe(m('cancel.tookEffect', { effectiveOn }))
    expect(await status(exclusion)).toMatchObject({ effectiveOn })
  })

  it('of a paper exclusion answers its day too', async () => {
    const cancellation = await applied('EXC12345')
    const today = await moveClock(0)
    expect((await decide(cancellation)).status).toBe(200)
    expect((await status(cancellation)).effectiveOn).toBe(addDays(today, 7))
  })

  it('cannot be approved while the exclusion is under 6 months old', async () => {
    // Asked while the exclusion was still pending (not yet on the register), then approved.
    const exclusion = await addCase(t, {
      kind: 'exclusion',
      data: { ...SAMPLE_DATA.exclusion, period: 'P1Y' },
    })
    const cancellation = await applied(exclusion)
    expect((await decide(exclusion)).status).toBe(200)
    const startsOn = await moveClock(0)
    const refused = await expectFailure(await decide(cancellation), 409)
    expect(refused.message).toBe(
      m('cancel.tooEarly', { startsOn, from: cancellableFrom(startsOn) }),
    )
    expect(await status(cancellation)).toMatchObject({ status: 'PENDING' })
    expect(await status(exclusion)).not.toHaveProperty('effectiveOn')
  })
})

describe('POST /api/exclusions/withdraw-cancellation', () => {
  it('withdraws an approved cancellation before it takes effect: the exclusion holds again', async () => {
    const exclusion = await approvedExclusion('P1Y')
    await moveClock(200)
    const cancellation = await applied(exclusion)
    const today = await moveClock(0)
    expect((await decide(cancellation)).status).toBe(200)
    const effectiveOn = addDays(today, 7)
    await moveClock(3)

    const answer = await withdrawn(cancellation)
    expect(answer).toEqual({
      reference: cancellation,
      status: 'APPROVED',
      withdrawnAt: expect.any(String),
    })
    const found = await status(cancellation)
    expect(found).toMatchObject({ status: 'APPROVED', withdrawnAt: answer.withdrawnAt })
    expect(found).not.toHaveProperty('effectiveOn')
    expect(await status(exclusion)).not.toHaveProperty('effectiveOn')
    expect(await inForce(exclusion, effectiveOn)).toBe(true)
    await moveTo(effectiveOn)
    expect(await inForce(exclusion, await moveClock(0))).toBe(true)

    expect(await audited(cancellation)).toEqual([
      {
        action: 'exclusions.withdrawCancellation',
        organisation: 'regulator',
        area: 'exclusions',
        target: 'APPROVED',
        details: { status: 'APPROVED', effectiveOn, exclusion },
        actor_email: null,
      },
    ])
    // A repeat (an answer lost on the way) is answered as the first, and changes nothing.
    expect(await withdrawn(cancellation)).toEqual(answer)
    expect(await audited(cancellation)).toHaveLength(1)
  })

  it('withdraws a pending one, which then cannot be decided', async () => {
    const cancellation = await applied('EXC12345')
    const answer = await withdrawn(cancellation)
    expect(answer.status).toBe('PENDING')
    expect(await status(cancellation)).toMatchObject({
      status: 'PENDING',
      withdrawnAt: answer.withdrawnAt,
    })
    const refused = await expectFailure(await decide(cancellation), 409)
    expect(refused.message).toBe(m('case.withdrawn'))
    expect(await audited(cancellation)).toHaveLength(1)
    // Staff read it in the case's history.
    const shown = await staffData<CaseDetail>(
      t,
      'cases/show',
      { area: 'exclusions', reference: cancellation },
      manager,
    )
    expect(shown.data.status).toBe('PENDING')
    expect(shown.data.history.map((event) => event.action)).toContain(
      'exclusions.withdrawCancellation',
    )
  })

  it('refuses a refused cancellation and any other kind of application', async () => {
    const rejected = await applied('EXC12345')
    expect((await decide(rejected, 'REJECTED')).status).toBe(200)
    const refused = await expectFailure(await withdraw({ idNumber, reference: rejected }), 409)
    expect(refused.message).toBe(m('cancel.refused'))
    const exclusion = await addCase(t, { kind: 'exclusion' })
    const other = await expectFailure(await withdraw({ idNumber, reference: exclusion }), 409)
    expect(other.message).toBe(m('cancel.notCancellation'))
    expect(await audited(rejected)).toEqual([])
  })

  it('answers the status check’s 404 for a wrong number, an unknown reference or another area', async () => {
    const cancellation = await applied('EXC12345')
    const report = await addCase(t, { kind: 'report' })
    for (const body of [
      { idNumber: '999999999', reference: cancellation },
      { idNumber, reference: 'EX-ABCDEFGH' },
      { idNumber, reference: report },
    ]) {
      const refused = await expectFailure(await withdraw(body), 404)
      expect(refused.message).toBe(NOT_FOUND)
    }
    expect(await status(cancellation)).not.toHaveProperty('withdrawnAt')
  })

  it('answers bad input with a 400, never a 5xx', async () => {
    for (const body of [
      {},
      { idNumber },
      { reference: 'EX-ABCDEFGH' },
      { idNumber, reference: 'EX-123' },
      { idNumber: 12, reference: 'EX-ABCDEFGH' },
      { idNumber, reference: 'EX-ABCDEFGH', effectiveOn: '2020-01-01' },
      [],
      'EX-ABCDEFGH',
    ]) {
      await expectFailure(await withdraw(body), 400)
    }
  })

  it('shares the status check’s rate limit', async () => {
    const limited = testApp(t.db, { vars: { RATE_LIMIT_PER_MINUTE: '2' } })
    const from = fromAddress('10.8.8.8')
    const call = (path: string) =>
      postJson(limited, `/api/exclusions/${path}`, { idNumber, reference: 'EX-ABCDEFGH' }, {}, from)
    expect((await call('status')).status).toBe(404)
    expect((await call('withdraw-cancellation')).status).toBe(404)
    await expectFailure(await call('withdraw-cancellation'), 429)
    await expectFailure(await call('status'), 429)
  })
})
