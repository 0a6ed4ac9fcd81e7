/**
 * `members/me`: a member signed in with an `account` sees the join applications linked to the
 * account (submissions.member_id), with package, add-ons, spouse and dependents, and not one
 * merely made with the account's email; without a session it is a 401, for staff a 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAMPLE_DATA } from '../../../src/shared/contracts/samples'
import { makeReference } from '../../../src/shared/reference'
import { memberSignIn, signIn, staffPost, staffTest, type StaffTest } from '../auth/testing'
import { seedInsurance } from './seed'

let t: StaffTest
const mine = makeReference('insuranceJoin')
const approved = makeReference('insuranceJoin')
const numbered = makeReference('insuranceJoin')

beforeAll(async () => {
  t = await staffTest()
  await seedInsurance(t.db)
  const sample = SAMPLE_DATA.insuranceJoin
  for (const [reference, email, linked] of [
    [mine, 'someone.else@example.org', true],
    [makeReference('insuranceJoin'), 'Account@Union.example', false],
  ] as const) {
    const data = { ...sample, user: { ...sample.user, emailAddress: email } }
    await t.db.query(
      `insert into submissions (reference, kind, area, data, member_id)
       select $1, 'insuranceJoin', 'members', $2::jsonb, case when $3 then id end
       from staff_users where email = 'account@union.example'`,
      [reference, JSON.stringify(data), linked],
    )
  }
  // Two approved joins of the same member, older than the pending one: one without a
  // membership number whose child is named but has no add-on, approved at 00:30 on 1 December
  // in Botswana (still 30 November in UTC); one with a membership number and both add-ons.
  const approve = async (
    reference: string,
    data: Record<string, unknown>,
    decidedAt: string,
    createdAt: string,
  ) =>
    t.db.query(
      `insert into submissions (reference, kind, area, data, status, decided_by, decided_at, created_at, member_id)
       select $1, 'insuranceJoin', 'members', $2::jsonb, 'APPROVED', 'manager@union.example', $3, $4, id
       from staff_users where email = 'account@union.example'`,
      [reference, JSON.stringify(data), decidedAt, createdAt],
    )
  const user = { ...sample.user, emailAddress: 'account@union.example' }
  await approve(
    approved,
    { ...sample, user, addOns: [sample.addOns[0]], deductionAmount: 112 },
    '2026-11-30T22:30:00Z',
    '2026-11-20T08:00:00Z',
  )
  await approve(
    numbered,
    { ...sample, user: { ...user, membershipNumber: 'BTU-004217' } },
    '2026-06-10T08:00:00Z',
    '2026-06-01T08:00:00Z',
  )
}, 60_000)
afterAll(() => t.close())

describe('members/me', () => {
  it('answers the account’s own application, its cover and people', async () => {
    const cookie = await memberSignIn(t.app, t.db, 'account@union.example')
    const response = await staffPost(t.app, '/api/members/me', {}, { cookie })
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: unknown[] }
    expect(data).toHaveLength(3)
    expect(data[0]).toEqual(
      expect.objectContaining({
        reference: mine,
        status: 'PENDING',
        approvedAt: null,
        decidedAt: null,
        // With its scheme and its names in the other languages, for the page to read them.
        package: expect.objectContaining({
          id: 'poloko-lerato',
          title: 'Lerato',
          scheme: expect.objectContaining({ id: 'poloko', title: 'POLOKO' }),
        }),
        deductionAmount: 126,
        addOns: [
          expect.objectContaining({
            name: 'Spouse',
            translations: { fr: { name: 'Conjoint(e)' }, ts: { name: 'Molekane' } },
            covers: expect.objectContaining({ firstName: 'Thabo' }),
          }),
          expect.objectContaining({
            name: 'Child',
            covers: expect.objectContaining({ firstName: 'Naledi' }),
          }),
        ],
        spouse: expect.objectContaining({ firstName: 'Thabo', type: 'spouse' }),
        dependents: [expect.objectContaining({ firstName: 'Naledi', type: 'child' })],
        // Not approved yet: no cover.
        membership: null,
      }),
    )
    expect(JSON.stringify(data)).not.toContain('412345678')
  })

  it('answers an approved join’s membership: number, amount, and each insured person', async () => {
    const cookie = await memberSignIn(t.app, t.db, 'account@union.example')
    const response = await staffPost(t.app, '/api/members/me', {}, { cookie })
    const { data } = (await response.json()) as {
      data: Array<{ reference: string; status: string; membership: unknown }>
    }
    const cover = (until: string, from: string) => ({ coverFrom: from, anyCauseFrom: until })
    expect(data[1]).toEqual(
      expect.objectContaining({
        reference: approved,
        status: 'APPROVED',
        membership: {
          // No membership number given: the join's reference is the member's number.
          memberNumber: approved,
          memberNumberFrom: 'reference',
          // Approved on 1 December in Botswana: cover starts on 1 January.
          approvedOn: '2026-12-01',
          coverFrom: '2027-01-01',
          // Lerato 85 and the spouse 27, as the quote prices them.
          monthlyAmount: 112,
          people: [
            {
              role: 'member',
              firstName: 'Lesego',
              surname: 'Sample',
              relationship: 'member',
              addOn: null,
              coverAmount: 40_000,
              ...cover('2027-07-01', '2027-01-01'),
            },
            {
              role: 'spouse',
              firstName: 'Thabo',
              surname: 'Sample',
              relationship: 'husband',
              addOn: {
                id: 'poloko-lerato-spouse',
                name: 'Spouse',
                translations: { fr: { name: 'Conjoint(e)' }, ts: { name: 'Molekane' } },
              },
              coverAmount: 40_000,
              ...cover('2027-07-01', '2027-01-01'),
            },
            // Naledi is named without an add-on: not insured.
          ],
        },
      }),
    )
    expect(data[2]).toEqual(
      expect.objectContaining({
        reference: numbered,
        membership: expect.objectContaining({
          memberNumber: 'BTU-004217',
          memberNumberFrom: 'membershipNumber',
          approvedOn: '2026-06-10',
          coverFrom: '2026-07-01',
          monthlyAmount: 126,
          people: [
            expect.objectContaining({ role: 'member', addOn: null }),
            expect.objectContaining({ role: 'spouse', anyCauseFrom: '2027-01-01' }),
            expect.objectContaining({
              role: 'dependent',
              dependent: 0,
              firstName: 'Naledi',
              relationship: 'daughter',
              addOn: expect.objectContaining({ id: 'poloko-lerato-child', name: 'Child' }),
              coverAmount: 40_000,
            }),
          ],
        }),
      }),
    )
    // Never the identity numbers, of anyone.
    for (const id of ['412345678', '512345678', '612345678'])
      expect(JSON.stringify(data)).not.toContain(id)
  })

  it('is a 401 without a session and a 403 for staff', async () => {
    expect((await staffPost(t.app, '/api/members/me', {})).status).toBe(401)
    const cookie = await signIn(t.app, 'manager@union.example')
    expect((await staffPost(t.app, '/api/members/me', {}, { cookie })).status).toBe(403)
  })
})
