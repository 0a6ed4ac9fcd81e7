/**
 * The checks of a funeral claim against the approved join it names (claim-checks.ts): the
 * person who died must be one the member's cover insures, as the claim names them, and the
 * cover on the day of death is the member's page's (cover.ts): by accident from the first of
 * the month after approval, any cause 6 months after that.
 */
import { describe, expect, it } from 'vitest'
import { membershipOf } from '../../../server/src/insurance/cover'
import { SAMPLE_DATA } from '../contracts/samples'
import { claimChecks as check, type ApprovedJoin } from './claim-checks'

const join = { reference: 'MB-7K3M9Q2P', approvedOn: '2026-05-20', data: SAMPLE_DATA.insuranceJoin }
const claimChecks = (
  claim: Parameters<typeof check>[0],
  approved: ApprovedJoin,
  decisionDate: string,
) =>
  check(
    claim,
    approved,
    membershipOf(
      approved.reference,
      approved.data,
      undefined,
      new Date(`${approved.approvedOn}T12:00:00+02:00`),
    ),
    decisionDate,
  )
const claim = (deathDate: string, deceased: object = {}) => ({
  deathDate,
  deceased: { ...SAMPLE_DATA.claim.deceased, ...deceased },
})

describe('claimChecks', () => {
  it('judges the cover on the day of death: none, by accident, any cause', () => {
    expect(claimChecks(claim('2026-05-31'), join, '2027-01-10')).toMatchObject({
      onCover: true,
      cover: 'none',
      accidentFrom: '2026-06-01',
      anyCauseFrom: '2026-12-01',
    })
    expect(claimChecks(claim('2026-06-01'), join, '2027-01-10').cover).toBe('accident')
    expect(claimChecks(claim('2026-11-30'), join, '2027-01-10').cover).toBe('accident')
    expect(claimChecks(claim('2026-12-01'), join, '2027-01-10').cover).toBe('any-cause')
  })

  it('starts cover on the first of the month after approval, as the member’s page says', () => {
    const late = { ...join, approvedOn: '2026-08-31' }
    expect(claimChecks(claim('2026-08-31'), late, '2027-03-10').cover).toBe('none')
    expect(claimChecks(claim('2026-09-01'), late, '2027-03-10').cover).toBe('accident')
    expect(claimChecks(claim('2027-02-28'), late, '2027-03-10').cover).toBe('accident')
    expect(claimChecks(claim('2027-03-01'), late, '2027-03-10')).toMatchObject({
      cover: 'any-cause',
      accidentFrom: '2026-09-01',
      anyCauseFrom: '2027-03-01',
    })
  })

  it('does not count a person the join names without an add-on as insured', () => {
    const data = {
      ...SAMPLE_DATA.insuranceJoin,
      addOns: [{ addOnId: 'poloko-lerato-child', dependent: 0 }],
    }
    const day = '2027-01-05'
    expect(claimChecks(claim(day), { ...join, data }, day)).toMatchObject({
      onCover: false,
      cover: 'none',
    })
  })

  it('finds the member, the spouse or a dependent by relationship, names and birth', () => {
    const day = '2027-01-05'
    expect(claimChecks(claim(day, { firstName: ' thabo ' }), join, day).onCover).toBe(true)
    const child = { relationship: 'child', firstName: 'Naledi', dateOfBirth: '2016-03-14' }
    expect(claimChecks(claim(day, child), join, day).onCover).toBe(true)
    const member = { relationship: 'member', firstName: 'Lesego', dateOfBirth: '1986-04-10' }
    expect(claimChecks(claim(day, member), join, day).onCover).toBe(true)
    for (const wrong of [
      { relationship: 'child' },
      { dateOfBirth: '1988-09-03' },
      { surname: 'Other' },
    ]) {
      expect(claimChecks(claim(day, wrong), join, day), JSON.stringify(wrong)).toMatchObject({
        onCover: false,
        cover: 'none',
      })
    }
  })

  it('says when the death is dated after the decision', () => {
    expect(claimChecks(claim('2027-01-06'), join, '2027-01-05').deathAfterDecision).toBe(true)
    expect(claimChecks(claim('2027-01-05'), join, '2027-01-05').deathAfterDecision).toBe(false)
  })
})
