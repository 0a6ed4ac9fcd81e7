/**
 * `members/me` answers, on each approved membership, the funeral claims on it with their steps
 * (server/src/insurance/member-claims.ts): a claim a relative made, decided by staff, reads
 * with its documents checked, its payout or its reason; a claim on another member's cover is
 * not shown, not even one the member made as its claimant; and nothing of the claimant or the
 * bank account is answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import type { CaseDetail } from '../../../src/shared/schemas/staff-cases'
import { memberSignIn, signIn, staffPost, type StaffTest } from '../auth/testing'
import { postForm } from '../testing'
import { realPdf } from '../testing-files'
import { sendJoin, unionTest } from './test-support'
import type { MemberClaim } from './member-claims'

let t: StaffTest
let manager: string
const MEMBER = 'account@union.example'
const mine = makeReference('insuranceJoin')
const theirs = makeReference('insuranceJoin')
const approvedClaim = makeReference('claim')
const rejectedClaim = makeReference('claim')
const otherClaim = makeReference('claim')
const asClaimant = makeReference('claim')
const join = SAMPLE_DATA.insuranceJoin
const claim = SAMPLE_DATA.claim
// Another teacher's join: their own ID and BTU number.
const otherJoin = {
  ...join,
  user: {
    ...join.user,
    identificationNumber: '498765432',
    payrollNumber: 'BTU777777',
    emailAddress: 'other.teacher@example.org',
  },
}

async function submit(call: string, reference: string, data: object, fields: string[]) {
  const form = new FormData()
  form.append('reference', reference)
  form.append('data', JSON.stringify(data))
  for (const field of fields) form.append(field, new File([realPdf()], `${field}.pdf`))
  const response = await postForm(t.app, `/api/${call}`, form, { 'Idempotency-Key': reference })
  expect(response.status, `${call} ${reference}`).toBe(201)
}

const staff = (path: string, body: object) =>
  staffPost(t.app, `/api/staff/${path}`, body, { cookie: manager })

async function decide(area: string, reference: string, body: object) {
  const response = await staff('cases/decide', { area, reference, ...body })
  expect(response.status, `decide ${reference}`).toBe(200)
}

async function claimsOf(cookie: string) {
  const response = await staffPost(t.app, '/api/members/me', {}, { cookie })
  expect(response.status).toBe(200)
  const text = await response.text()
  const { data } = JSON.parse(text) as {
    data: Array<{ reference: string; claims: MemberClaim[] }>
  }
  return { text, byJoin: new Map(data.map((row) => [row.reference, row.claims])) }
}

beforeAll(async () => {
  t = await unionTest()
  manager = await signIn(t.app, 'manager@union.example')
  await sendJoin(t.app, mine, join)
  await sendJoin(t.app, theirs, otherJoin)
  // The first join is the member's account's (as a join made signed in is).
  await t.db.query(
    `update submissions set member_id = (select id from staff_users where email = $2)
     where reference = $1`,
    [mine, MEMBER],
  )
  for (const reference of [mine, theirs]) {
    await decide('members', reference, { decision: 'APPROVED', note: 'KYC checked.' })
  }
  const claimFiles = ['deathProofFile', 'claimantIdFile']
  // A relative's claims on the member's cover, by the BTU number and the member's ID.
  await submit('claims/submit', approvedClaim, claim, claimFiles)
  await submit('claims/submit', rejectedClaim, { ...claim, deathPlace: 'Kanye' }, claimFiles)
  // A claim on the other teacher's cover, and one on it whose claimant is the member.
  const onOther = { ...claim, member: { membership: 'BTU777777', idNumber: '498765432' } }
  await submit('claims/submit', otherClaim, onOther, claimFiles)
  await submit(
    'claims/submit',
    asClaimant,
    { ...onOther, claimant: { ...claim.claimant, idNumber: join.user.identificationNumber } },
    claimFiles,
  )
  // Staff check one document of the first claim, approve it, and reject the second.
  const shown = await staff('cases/show', { area: 'claims', reference: approvedClaim })
  const detail = ((await shown.json()) as { data: CaseDetail }).data
  const verified = await staff('documents/verify', { documentId: detail.documents[0]!.id })
  expect(verified.status).toBe(200)
  await decide('claims', approvedClaim, { decision: 'APPROVED', note: 'Cover checked.' })
  await decide('claims', rejectedClaim, {
    decision: 'REJECTED',
    note: 'Same death as an earlier claim.',
    applicantNote: 'This death is already claimed in an earlier claim.',
  })
}, 90_000)
afterAll(() => t.close())

describe('members/me: the claims on the member’s cover', () => {
  it('answers each claim on their membership with its steps, newest first', async () => {
    const { byJoin } = await claimsOf(await memberSignIn(t.app, t.db, MEMBER))
    expect([...byJoin.keys()]).toEqual([mine])
    const claims = byJoin.get(mine)!
    expect(claims.map((item) => item.reference)).toEqual([rejectedClaim, approvedClaim])
    const [rejected, approved] = claims as [MemberClaim, MemberClaim]
    expect(approved).toEqual({
      reference: approvedClaim,
      kind: 'claim',
      status: 'APPROVED',
      submittedAt: expect.any(String),
      updatedAt: expect.any(String),
      claim: { documentsVerified: 1, documents: 2, payout: expect.any(Number) },
      deceased: { firstName: 'Thabo', surname: 'Sample', relationship: 'spouse' },
      deathDate: claim.deathDate,
    })
    expect(approved.claim.payout).toBeGreaterThan(0)
    expect(rejected).toEqual(
      expect.objectContaining({
        status: 'REJECTED',
        applicantNote: 'This death is already claimed in an earlier claim.',
        claim: { documentsVerified: 0, documents: 2 },
      }),
    )
  })

  it('shows no claim on another member’s cover, and nothing of the claimant or the bank', async () => {
    const { text } = await claimsOf(await memberSignIn(t.app, t.db, MEMBER))
    for (const reference of [otherClaim, asClaimant]) expect(text).not.toContain(reference)
    // The claimant's details and the bank account are the claimant's, not the member's.
    for (const secret of [
      claim.claimant.fullName,
      claim.claimant.phone,
      claim.claimant.email,
      claim.bankAccount.accountNumber,
      claim.bankAccount.bankName,
      'Same death as an earlier claim.',
      'Gaborone',
      'Kanye',
    ]) {
      expect(text).not.toContain(secret)
    }
  })

  it('answers no claims on a join that is not approved', async () => {
    const pending = makeReference('insuranceJoin')
    await sendJoin(t.app, pending, join)
    await t.db.query(
      `update submissions set member_id = (select id from staff_users where email = $2)
       where reference = $1`,
      [pending, MEMBER],
    )
    const { byJoin } = await claimsOf(await memberSignIn(t.app, t.db, MEMBER))
    expect(byJoin.get(pending)).toEqual([])
    expect(byJoin.get(mine)).toHaveLength(2)
  })
})
