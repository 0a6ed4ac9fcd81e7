/**
 * The join journey over its contract: the sample application, answered page by page, leaves
 * no page with an error and gives the contract's sample data, its deduction worked out from
 * the catalogue on the device; the payroll number keeps its answer when the group changes
 * label; saying "no" to a spouse drops the spouse and the add-on for them.
 */
import { i18n, setupI18n } from '@lingui/core'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { summarize } from '../../../journey/summary'
import { SAMPLE_SCHEMES } from '../../../../server/src/insurance/seed-data'
import { SAMPLE_DATA } from '../../../shared/contracts/samples'
import { checksOf } from '../../../journey/checks'
import { dataOf, prune, visibleFields, type PickedFile } from '../../../journey/model'
import type { Answers, Journey } from '../../../journey/types'
import { completeJourney } from '../../../journey/worked-out'
import { memberJoinContract } from '../../../shared/contracts/member-join'
import { saveSchemes } from '../storage'
import { joinJourney } from './journey'

const { deductionAmount: _, ...sample } = SAMPLE_DATA.insuranceJoin
const english = setupI18n({ locale: 'en', messages: { en: {} } })
const answers = { ...sample, hasSpouse: true }
const file = (field: string) => ({ field, name: `${field}.pdf` }) as unknown as PickedFile
const files = ['identityFile', 'addressFile', 'bankStatementFile'].map(file)

beforeEach(() => saveSchemes(SAMPLE_SCHEMES, new Date()))

// As the checks and the submit see it: with what it works out (loaded on first need).
let journey: Journey
beforeAll(async () => {
  journey = await completeJourney(joinJourney)
})

describe('the join journey', () => {
  it('takes the sample, page by page, and works out the deduction', () => {
    expect(
      checksOf(journey, memberJoinContract).firstStepWithErrors(answers, files),
    ).toBeUndefined()
    const data = dataOf(journey, answers)
    expect(data.deductionAmount).toBeGreaterThan(0)
    // A BTU member's membership number is their payroll number (asked once).
    const user = { ...sample.user, membershipNumber: 'BTU123456' }
    expect(data).toEqual({ ...sample, user, deductionAmount: data.deductionAmount })
  })

  it('asks for the documents on their pages', () => {
    expect(
      checksOf(journey, memberJoinContract).firstStepWithErrors(answers, files.slice(1))?.id,
    ).toBe('identity')
  })

  it('works out nothing on the first page: the pricing is not in the declared journey', () => {
    expect(joinJourney.derive).toBeUndefined()
    expect(dataOf(journey, answers)).not.toEqual(dataOf(joinJourney, answers))
  })

  it('keeps the payroll number when the group, and so its label, changes', () => {
    const mpi = { ...answers, user: { ...answers.user, payrollGroup: 'MPI Employee' } }
    expect(prune(journey, mpi, []).answers.user).toMatchObject({ payrollNumber: 'BTU123456' })
  })

  it('drops the spouse and their add-on when there is none', () => {
    const data = dataOf(journey, { ...answers, hasSpouse: false })
    expect(data.spouse).toBeUndefined()
    expect(data.addOns).toEqual([{ addOnId: 'poloko-lerato-child', dependent: 0 }])
    expect(data.hasSpouse).toBeUndefined()
  })

  it('stops on the page of a choice the gateway would refuse, in the gateway’s words', () => {
    const checks = checksOf(journey, memberJoinContract)
    const retired = { ...answers, user: { ...answers.user, dateOfBirth: '1950-04-10' } }
    expect(checks.firstStepWithErrors(retired, files)?.id).toBe('payment')
    const payment = journey.steps.find((step) => step.id === 'payment')!
    expect(checks.stepErrors(payment, retired, files)).toEqual([
      {
        path: 'user.deductionSource',
        message: 'A member older than 65 cannot pay by payroll deduction. Choose debit order',
      },
    ])
  })

  it('reads the package, with its scheme, and the add-ons back in the reader’s language, with their prices', () => {
    const before = i18n.locale
    i18n.loadAndActivate({ locale: 'fr', messages: {} })
    try {
      const rows = summarize(
        setupI18n({ locale: 'fr', messages: { fr: {} } }),
        journey,
        answers,
        files,
      ).flatMap((section) => section.rows)
      const lines = (path: string) =>
        rows.find((row) => row.path === path)?.lines.map((text) => text.replace(/\s/g, ' '))
      expect(lines('packageId')).toEqual(['POLOKO: Lerato, 85,00 BWP a month'])
      // One line per person covered, each with its premium.
      expect(lines('addOns')).toEqual([
        expect.stringMatching(/^Conjoint\(e\): .+, 27,00 BWP a month$/),
        expect.stringMatching(/^Enfant: .+, 14,00 BWP a month$/),
      ])
    } finally {
      i18n.loadAndActivate({ locale: before || 'en', messages: {} })
    }
  })

  it('asks each number once, and fills in the contract’s second copy', () => {
    const fields = journey.steps.flatMap((step) => step.fields.map((field) => field.path))
    expect(fields).not.toContain('kyc.identityInfo.idNumber')
    const kyc = { ...sample.kyc, identityInfo: { type: 'passport' } }
    const data = dataOf(journey, { ...answers, kyc })
    expect(data.kyc).toMatchObject({ identityInfo: { idNumber: '412345678', type: 'passport' } })
    // An MPI employee is asked for a membership number, if they have one; a BTU member is not.
    const payroll = journey.steps.find((step) => step.id === 'payroll')!
    const mpi = { ...answers, user: { ...answers.user, payrollGroup: 'MPI Employee' } }
    const visible = (data: Answers) =>
      visibleFields(journey, payroll, data).map((field) => english._(field.label))
    expect(visible(answers)).toEqual(['Which group are you paid in?', 'BTU Membership #'])
    expect(visible(mpi)).toEqual([
      'Which group are you paid in?',
      'MPI Employee #',
      'BTU membership number, if you have one',
    ])
  })

  it('words the payroll number’s error as its label, by group', () => {
    const payroll = journey.steps.find((step) => step.id === 'payroll')!
    const words = (group: string) =>
      visibleFields(journey, payroll, { user: { payrollGroup: group } })
        .filter((field) => field.path === 'user.payrollNumber')
        .map((field) => english._(field.messages!['payrollNumber.required']!))
    expect(words('BTU Member')).toEqual(['Enter your BTU membership number'])
    expect(words('MPI Employee')).toEqual(['Enter your MPI employee number'])
  })
})
