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
}, 60_000)
afterAll(() => t.close())

describe('members/me', () => {
  it('answers the account’s own application, its cover and people', async () => {
    const cookie = await memberSignIn(t.app, t.db, 'account@union.example')
    const response = await staffPost(t.app, '/api/members/me', {}, { cookie })
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: unknown[] }
    expect(data).toEqual([
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
      }),
    ])
    expect(JSON.stringify(data)).not.toContain('412345678')
  })

  it('is a 401 without a session and a 403 for staff', async () => {
    expect((await staffPost(t.app, '/api/members/me', {})).status).toBe(401)
    const cookie = await signIn(t.app, 'manager@union.example')
    expect((await staffPost(t.app, '/api/members/me', {}, { cookie })).status).toBe(403)
  })
})
