/**
 * `staff/members/show` on a fresh database: a member of the union found by the number staff
 * are given (the approved join's reference, or a BTU member's payroll number as a claim quotes
 * it), answered with their cover, their premiums and the claims on their membership, with
 * their other join applications; the union's managers, auditors and the super-administrator
 * may read it, and nobody else; an unknown number is a 404, a malformed one a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import type { StaffMember } from '../../../src/shared/schemas/staff-members'
import { memberSignIn, signIn, staffPost, type StaffTest } from '../auth/testing'
import { gatewayClock } from '../clock'
import { parseEnv } from '../env'
import { catalogue } from '../insurance/catalogue'
import { membershipOf } from '../insurance/cover'
import { deductionStanding } from '../insurance/deductions'
import { sendJoin, unionTest } from '../insurance/test-support'
import { expectFailure, postForm } from '../testing'
import { realPdf, realPng } from '../testing-files'

let t: StaffTest
const cookies: Record<string, string> = {}
const manager = 'manager@union.example'
const member = 'account@union.example'
const READERS = [manager, 'auditor@union.example', 'super-administrator@all.example']
const REFUSED = [
  'agent@union.example',
  'agent@regulator.example',
  'agent@verify.example',
  'manager@regulator.example',
  'auditor@regulator.example',
  'system-administrator@union.example',
]
const joinData = SAMPLE_DATA.insuranceJoin
const claimData = SAMPLE_DATA.claim
const approved = makeReference('insuranceJoin')
const pending = makeReference('insuranceJoin')
const rejected = makeReference('insuranceJoin')
const claim = makeReference('claim')
const otherPersonsClaim = makeReference('claim')

const join = (reference: string) => sendJoin(t.app, reference, joinData)

async function sendClaim(reference: string, data: object) {
  const form = new FormData()
  form.append('reference', reference)
  form.append('data', JSON.stringify(data))
  form.append('deathProofFile', new File([realPdf()], 'burial-order.pdf'))
  form.append('claimantIdFile', new File([realPng(800, 600, 90)], 'omang.png'))
  const sent = await postForm(t.app, '/api/claims/submit', form, { 'Idempotency-Key': reference })
  expect(sent.status).toBe(201)
}

/** `who` null: no session. */
const show = (body: unknown, who: string | null = manager) =>
  staffPost(t.app, '/api/staff/members/show', body, { cookie: who ? cookies[who] : undefined })

async function shown(number: string, who = manager) {
  const response = await show({ number }, who)
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as { data: StaffMember }).data
}

beforeAll(async () => {
  t = await unionTest()
  for (const who of [...READERS, ...REFUSED]) cookies[who] = await signIn(t.app, who)
  cookies[member] = await memberSignIn(t.app, t.db, member)
  await join(approved)
  const decided = await staffPost(
    t.app,
    '/api/staff/cases/decide',
    { area: 'members', reference: approved, decision: 'APPROVED', note: 'KYC checked.' },
    { cookie: cookies[manager] },
  )
  expect(decided.status).toBe(200)
  // An earlier application of the same person, rejected; a later one, still pending.
  await join(rejected)
  const refused = await staffPost(
    t.app,
    '/api/staff/cases/decide',
    { area: 'members', reference: rejected, decision: 'REJECTED', note: 'Documents unreadable.' },
    { cookie: cookies[manager] },
  )
  expect(refused.status).toBe(200)
  await join(pending)
  await sendClaim(claim, claimData)
  // Someone else quotes the same number with another ID number: not this member's claim.
  await sendClaim(otherPersonsClaim, {
    ...claimData,
    member: { ...claimData.member, idNumber: '998877665' },
    claimant: { ...claimData.claimant, idNumber: '998877665' },
  })
}, 60_000)
afterAll(() => t.close())

describe('POST /api/staff/members/show', () => {
  it('answers who the member is, their cover, premiums, claims and other joins', async () => {
    const found = await shown(approved)
    const [row] = await t.db.query<{ decided_at: Date }>(
      'select decided_at from submissions where reference = $1',
      [approved],
    )
    const pkg = (await catalogue(t.db)).packages.get(joinData.packageId)
    const membership = membershipOf(approved, joinData, pkg, new Date(row!.decided_at))
    const today = await gatewayClock(t.db, parseEnv({ NODE_ENV: 'test' })).today()
    expect(found).toEqual({
      reference: approved,
      firstName: 'Lesego',
      surname: 'Sample',
      email: joinData.user.emailAddress,
      phone: joinData.user.contactNumber,
      package: expect.objectContaining({ id: joinData.packageId, title: pkg!.title }),
      membership,
      // What the premiums' reading answers for this join, whatever it finds.
      deductions: await deductionStanding(
        t.db,
        { reference: approved, data: joinData, membership },
        today,
      ),
      claims: [
        {
          reference: claim,
          status: 'PENDING',
          submittedAt: expect.any(String),
          decidedAt: null,
          deceased: { firstName: 'Thabo', surname: 'Sample', relationship: 'spouse' },
          deathDate: claimData.deathDate,
          payout: null,
        },
      ],
      otherJoins: [
        { reference: pending, status: 'PENDING', submittedAt: expect.any(String), decidedAt: null },
        {
          reference: rejected,
          status: 'REJECTED',
          submittedAt: expect.any(String),
          decidedAt: expect.any(String),
        },
      ],
    })
    expect(found.membership.people.map((person) => person.role)).toEqual([
      'member',
      'spouse',
      'dependent',
    ])
    // No more personal data than the case needs: no ID number, no bank account, no KYC.
    const text = JSON.stringify(found)
    for (const secret of ['412345678', '1234567890', 'Plot 1234', '18500']) {
      expect(text).not.toContain(secret)
    }
  })

  it('finds the member by the payroll number a claim quotes, in any case and spacing', async () => {
    for (const number of ['BTU123456', 'btu123456', ' BTU123456 ']) {
      expect((await shown(number)).reference).toBe(approved)
    }
    expect((await shown(approved.toLowerCase())).reference).toBe(approved)
  })

  it('lets the union’s auditor and the super-administrator read it too', async () => {
    for (const who of READERS) expect((await shown(approved, who)).reference).toBe(approved)
  })

  it('refuses staff of other organisations, the union’s agents and administrators', async () => {
    for (const who of REFUSED) {
      const response = await show({ number: approved }, who)
      expect(response.status, who).toBe(403)
      await expectFailure(response, 403)
    }
  })

  it('refuses a member of the union and a request without a session', async () => {
    await expectFailure(await show({ number: approved }, member), 403)
    await expectFailure(await show({ number: approved }, null), 401)
  })

  it('is a 404 for a number that finds no approved join, pending ones included', async () => {
    for (const number of ['NOPE123456', pending, rejected, makeReference('insuranceJoin')]) {
      const body = await expectFailure(await show({ number }), 404)
      expect(body.message).toBe('No member of the union has this number')
    }
  })

  it('is a 400 on the number for a malformed request', async () => {
    for (const body of [
      {},
      { number: '' },
      { number: 'ab' },
      { number: 123456 },
      { number: 'x'.repeat(33) },
      { number: 'BTU12\n3456' },
      { number: approved, extra: true },
    ]) {
      await expectFailure(await show(body), 400)
    }
    await expectFailure(await show('not json'), 400)
  })
})
