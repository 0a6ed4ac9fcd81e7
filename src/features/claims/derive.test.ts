/**
 * The claim form and the member's cover (cover-pick.ts): the people offered are those of the
 * approved memberships in the copy, each with the claim's word for them when the copy says it;
 * a person chosen fills the membership number and the deceased's names and relationship, and
 * the form's own answers are never sent.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { dataOf, visibleSteps } from '../../journey/model'
import { withWorkedOut } from '../../journey/worked-out'
import { coverChoices } from './cover-people'
import { deriveClaim } from './derive'
import { claim } from './journey'
import { display, later } from './later'

afterEach(() => localStorage.clear())

const person = (role: 'member' | 'spouse' | 'dependent', firstName: string, extra = {}) => ({
  role,
  firstName,
  surname: 'Sample',
  relationship: role === 'member' ? 'member' : 'daughter',
  addOn: null,
  coverAmount: 10_000,
  coverFrom: '2026-12-01',
  anyCauseFrom: '2027-06-01',
  ...extra,
})

/** An approved application as `members/me` answers it (and My membership's copy keeps it). */
const approved = {
  reference: 'MB-2Q4W6E8R',
  status: 'APPROVED',
  submittedAt: '2026-11-20T08:00:00.000Z',
  decidedAt: '2026-11-27T08:00:00.000Z',
  package: { id: 'poloko-lerato', title: 'Lerato', scheme: null },
  deductionAmount: 126,
  addOns: [],
  spouse: { firstName: 'Thabo', surname: 'Sample' },
  dependents: [
    { firstName: 'Naledi', surname: 'Sample', type: 'child' },
    { firstName: 'Kabo', surname: 'Sample' },
  ],
  membership: {
    memberNumber: 'BTU-004217',
    memberNumberFrom: 'membershipNumber',
    approvedOn: '2026-11-27',
    coverFrom: '2026-12-01',
    monthlyAmount: 126,
    people: [
      person('member', 'Lesego'),
      person('spouse', 'Thabo'),
      person('dependent', 'Naledi', { dependent: 0 }),
      person('dependent', 'Kabo', { dependent: 1 }),
    ],
  },
  claims: [],
}

describe('the person who died, from the member’s cover', () => {
  it('offers the insured people of approved memberships only', () => {
    const pending = { ...approved, reference: 'MB-PENDING1', status: 'PENDING', membership: null }
    const choices = coverChoices([approved, pending, 'not an application'])
    expect(choices.map((choice) => [choice.firstName, choice.relationship])).toEqual([
      ['Lesego', 'member'],
      ['Thabo', 'spouse'],
      ['Naledi', 'child'],
      // The copy does not say which kind: the form asks it.
      ['Kabo', undefined],
    ])
    expect(new Set(choices.map((choice) => choice.membership))).toEqual(new Set(['BTU-004217']))
    expect(new Set(choices.map((choice) => choice.key)).size).toBe(4)
  })

  it('fills the membership and the deceased from the person chosen, and sends neither answer', () => {
    const [, spouse] = coverChoices([approved])
    const { said: _said, ...pick } = spouse!
    const data = deriveClaim({
      coverOffered: true,
      coverPick: pick,
      member: { idNumber: '412345678' },
      deceased: { dateOfBirth: '1988-09-02' },
      deathDate: '2026-11-26',
    })
    expect(data).toEqual({
      member: { idNumber: '412345678', membership: 'BTU-004217' },
      deceased: {
        dateOfBirth: '1988-09-02',
        firstName: 'Thabo',
        surname: 'Sample',
        relationship: 'spouse',
      },
      deathDate: '2026-11-26',
    })
  })

  it('keeps the typed answers for someone else', () => {
    const typed = {
      member: { membership: 'BTU123456', idNumber: '412345678' },
      deceased: { relationship: 'parent', firstName: 'Mma', surname: 'Sample' },
    }
    expect(deriveClaim({ coverOffered: true, coverPick: 'other', ...typed })).toEqual(typed)
    expect(deriveClaim({ coverOffered: false, ...typed })).toEqual(typed)
  })

  it('asks the member’s cover first on a member’s phone, and not once they signed out', () => {
    const whole = withWorkedOut(claim, { steps: later, derive: deriveClaim, display })
    const { said: _said, ...pick } = coverChoices([approved])[1]!
    const answers = { coverOffered: true, coverPick: pick, member: { idNumber: '412345678' } }
    localStorage.setItem('member-signed-in', '1')
    expect(visibleSteps(whole, answers)[0]!.id).toBe('cover')
    expect(dataOf(whole, answers).member).toEqual({
      idNumber: '412345678',
      membership: 'BTU-004217',
    })
    // Signed out since the draft was kept: the typed path, the choice gone with the offer.
    localStorage.clear()
    expect(visibleSteps(whole, answers)[0]!.id).toBe('member')
    expect(dataOf(whole, answers).member).toEqual({ idNumber: '412345678' })
  })
})
