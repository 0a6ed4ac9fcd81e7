import { afterEach, describe, expect, it } from 'vitest'
import { forgetPersonalCopies } from '../../../gateway/personal-copy'
import { keepCopy, readCopy, shownAll } from './copy'

afterEach(() => localStorage.clear())

/** An approved application as `members/me` answers it, with fields the page does not show. */
const answer = {
  reference: 'MB-2Q4W6E8R',
  status: 'APPROVED',
  submittedAt: '2026-11-20T08:00:00.000Z',
  approvedBy: 'manager@union.example',
  approvedAt: '2026-11-27T08:00:00.000Z',
  decidedAt: '2026-11-27T08:00:00.000Z',
  package: {
    id: 'poloko-lerato',
    title: 'Lerato',
    translations: { fr: { title: 'Lerato' } },
    scheme: { id: 'poloko', title: 'POLOKO' },
  },
  deductionAmount: 112,
  deductionSource: 'payroll',
  addOns: [
    {
      name: 'Spouse',
      covers: { firstName: 'Thabo', surname: 'Sample', dateOfBirth: '1988-09-02' },
    },
  ],
  spouse: { firstName: 'Thabo', surname: 'Sample', dateOfBirth: '1988-09-02', type: 'spouse' },
  dependents: [],
  membership: {
    memberNumber: 'MB-2Q4W6E8R',
    memberNumberFrom: 'reference',
    approvedOn: '2026-11-27',
    coverFrom: '2026-12-01',
    monthlyAmount: 112,
    people: [
      {
        role: 'member',
        firstName: 'Lesego',
        surname: 'Sample',
        relationship: 'member',
        addOn: null,
        coverAmount: 40_000,
        coverFrom: '2026-12-01',
        anyCauseFrom: '2027-06-01',
      },
    ],
  },
}

describe('the copy of My membership kept on the device', () => {
  it('keeps only what the page shows, with the time it arrived', () => {
    const applications = shownAll([answer])!
    keepCopy(applications, new Date('2026-11-27T09:00:00Z'))
    const kept = localStorage.getItem('personal:insurance:membership')!
    for (const hidden of ['1988-09-02', 'manager@union.example', 'payroll'])
      expect(kept).not.toContain(hidden)
    expect(readCopy()).toEqual({ applications, at: '2026-11-27T09:00:00.000Z' })
    expect(readCopy()!.applications[0]!.membership!.people[0]!.anyCauseFrom).toBe('2027-06-01')
  })

  it('is ignored when it is not what the app kept, and gone with the session', () => {
    for (const raw of [
      'not json',
      JSON.stringify({ version: 2, at: '2026-11-27T09:00:00Z', applications: [] }),
      JSON.stringify({ version: 1, at: 'yesterday', applications: [] }),
      JSON.stringify({
        version: 1,
        at: '2026-11-27T09:00:00Z',
        applications: [{ ...answer, status: 'LAPSED' }],
      }),
      JSON.stringify({
        version: 1,
        at: '2026-11-27T09:00:00Z',
        applications: [{ ...answer, membership: { ...answer.membership, monthlyAmount: '112' } }],
      }),
    ]) {
      localStorage.setItem('personal:insurance:membership', raw)
      expect(readCopy()).toBeUndefined()
    }
    keepCopy(shownAll([answer])!, new Date())
    localStorage.setItem('insurance:schemes', '{}')
    forgetPersonalCopies()
    expect(readCopy()).toBeUndefined()
    // Only personal copies go: the catalogue is no one's.
    expect(localStorage.getItem('insurance:schemes')).toBe('{}')
  })

  it('keeps the claims on a membership with their steps, and a dependent’s kind', () => {
    const claim = {
      reference: 'CL-7K3Q9D2A',
      kind: 'claim',
      status: 'REJECTED',
      submittedAt: '2026-11-28T08:00:00.000Z',
      updatedAt: '2026-11-30T08:00:00.000Z',
      applicantNote: 'This death is already claimed.',
      claim: { documentsVerified: 1, documents: 2 },
      deceased: { firstName: 'Thabo', surname: 'Sample', relationship: 'spouse' },
      deathDate: '2026-11-26',
      // Never answered; dropped if a copy ever had it.
      claimant: { fullName: 'Lesego Sample' },
    }
    const dependent = { firstName: 'Naledi', surname: 'Sample', type: 'child' }
    const [application] = shownAll([{ ...answer, dependents: [dependent], claims: [claim] }])!
    const { claimant: _claimant, ...shownClaim } = claim
    expect(application!.claims).toEqual([shownClaim])
    expect(application!.dependents).toEqual([dependent])
    // A copy kept before claims were answered reads with none.
    expect(shownAll([answer])![0]!.claims).toEqual([])
    expect(shownAll([{ ...answer, claims: [{ ...claim, status: 'PAID' }] }])).toBeUndefined()
  })

  it('keeps each month’s premium, and drops a month of another shape', () => {
    const deductions = {
      months: [
        { month: '2027-01', due: 112, received: null, state: 'awaited' },
        { month: '2026-12', due: 112, received: 50, state: 'short' },
      ],
      monthsBehind: 1,
      standing: 'in-force',
    }
    keepCopy(shownAll([{ ...answer, deductions }])!, new Date('2027-01-05T09:00:00Z'))
    expect(readCopy()!.applications[0]!.deductions).toEqual(deductions)
    // An older copy without them reads as none.
    expect(shownAll([answer])![0]!.deductions).toBeNull()
    for (const month of [
      { month: '12/2026', due: 112, received: 50, state: 'short' },
      { month: '2026-12', due: 112, received: 50, state: 'late' },
      { month: '2026-12', due: 112, received: '50', state: 'short' },
    ]) {
      expect(
        shownAll([{ ...answer, deductions: { ...deductions, months: [month] } }]),
      ).toBeUndefined()
    }
  })
})
