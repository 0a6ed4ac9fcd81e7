/**
 * The join journey over its contract: the sample application, answered page by page, leaves
 * no page with an error and gives the contract's sample data, its deduction worked out from
 * the catalogue on the device; the payroll number keeps its answer when the group changes
 * label; saying "no" to a spouse drops the spouse and the add-on for them.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { SAMPLE_SCHEMES } from '../../../../server/src/insurance/seed-data'
import { SAMPLE_DATA } from '../../../shared/contracts/samples'
import { checksOf } from '../../../journey/checks'
import { dataOf, prune, type PickedFile } from '../../../journey/model'
import { memberJoinContract } from '../../../shared/contracts/member-join'
import { saveSchemes } from '../storage'
import { joinJourney } from './journey'

const { deductionAmount: _, ...sample } = SAMPLE_DATA.insuranceJoin
const answers = { ...sample, hasSpouse: true }
const file = (field: string) => ({ field, name: `${field}.pdf` }) as unknown as PickedFile
const files = ['identityFile', 'addressFile', 'bankStatementFile'].map(file)

beforeEach(() => saveSchemes(SAMPLE_SCHEMES, new Date()))

describe('the join journey', () => {
  it('takes the sample, page by page, and works out the deduction', () => {
    expect(
      checksOf(joinJourney, memberJoinContract).firstStepWithErrors(answers, files),
    ).toBeUndefined()
    const data = dataOf(joinJourney, answers)
    expect(data.deductionAmount).toBeGreaterThan(0)
    expect(data).toEqual({ ...sample, deductionAmount: data.deductionAmount })
  })

  it('asks for the documents on their pages', () => {
    expect(
      checksOf(joinJourney, memberJoinContract).firstStepWithErrors(answers, files.slice(1))?.id,
    ).toBe('identity')
  })

  it('keeps the payroll number when the group, and so its label, changes', () => {
    const mpi = { ...answers, user: { ...answers.user, payrollGroup: 'MPI Employee' } }
    expect(prune(joinJourney, mpi, []).answers.user).toMatchObject({ payrollNumber: 'BTU123456' })
  })

  it('drops the spouse and their add-on when there is none', () => {
    const data = dataOf(joinJourney, { ...answers, hasSpouse: false })
    expect(data.spouse).toBeUndefined()
    expect(data.addOns).toEqual([{ addOnId: 'poloko-lerato-child', dependent: 0 }])
    expect(data.hasSpouse).toBeUndefined()
  })
})
