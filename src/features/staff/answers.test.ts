import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import type { CaseDetail } from '../../shared/schemas/staff-cases'
import { answerSections } from './answers'

// No catalog: the messages render from their English source, as in the app's en locale.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const detail = (kind: string, data: Record<string, unknown>): CaseDetail => ({
  reference: 'PR-0000000000',
  area: 'registrations',
  kind,
  status: 'PENDING',
  subject: null,
  submittedAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  data,
  submittedBy: null,
  decision: null,
  productCode: null,
  documents: [],
  history: [],
})

const table = (sections: ReturnType<typeof answerSections>) =>
  sections.flatMap((section) => section.rows.map((row) => [row.label, row.lines]))

describe('the answers of a case without a journey', () => {
  it('read under their own labels, a choice in its words, a blank as not given', () => {
    const sections = answerSections(
      i18n,
      detail('productRegistration', {
        productName: 'Sorghum meal 1 kg',
        category: 'food',
        batch: '',
        description: 'In a paper bag.\nKeep dry.',
      }),
      { journeys: {}, options: { category: { food: msg`Food` } } },
    )
    expect(sections.map((section) => section.title)).toEqual(['Answers'])
    expect(table(sections)).toEqual([
      ['Product name', ['Sorghum meal 1 kg']],
      ['Category', ['Food']],
      ['Batch number or serial range', ['Not given']],
      ['Description', ['In a paper bag.', 'Keep dry.']],
    ])
  })

  it('read nested answers by their path, lists item by item, yes and no in words', () => {
    const sections = answerSections(
      i18n,
      detail('insuranceJoin', {
        user: { firstname: 'Mpho' },
        addOns: [{ name: 'Spouse' }, { name: 'Child' }],
        consent: true,
        smoker: false,
        tags: ['a', 'b'],
      }),
      { journeys: {} },
    )
    expect(table(sections)).toEqual([
      ['user.firstname', ['Mpho']],
      ['addOns.1.name', ['Spouse']],
      ['addOns.2.name', ['Child']],
      ['consent', ['Yes']],
      ['smoker', ['No']],
      ['tags', ['a', 'b']],
    ])
  })

  it('never takes a kind named like an object property for a journey', () => {
    const sections = answerSections(i18n, detail('toString', { note: 'x' }), { journeys: {} })
    expect(table(sections)).toEqual([['note', ['x']]])
  })

  it('reads an amount in pula as the app writes amounts everywhere', () => {
    const sections = answerSections(
      i18n,
      detail('insuranceJoin', {
        deductionAmount: 140,
        kyc: { employmentInfo: { basicSalary: '18500.00', payrollId: '1234' } },
      }),
      { journeys: {} },
    )
    const plain = (lines: unknown) => (lines as string[]).map((l) => l.replace(/\s/g, ' '))
    expect(table(sections).map(([label, lines]) => [label, plain(lines)])).toEqual([
      ['deductionAmount', ['P 140.00']],
      ['kyc.employmentInfo.basicSalary', ['P 18,500.00']],
      ['kyc.employmentInfo.payrollId', ['1234']],
    ])
  })
})
