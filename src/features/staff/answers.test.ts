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
      {
        labels: {
          productName: msg`Product name`,
          category: msg`Category`,
          batch: msg`Batch number or serial range`,
          description: msg`Description`,
        },
        options: { category: { food: msg`Food` } },
      },
    )
    expect(sections.map((section) => section.title)).toEqual(['Answers'])
    expect(table(sections)).toEqual([
      ['Product name', ['Sorghum meal 1 kg']],
      ['Category', ['Food']],
      ['Batch number or serial range', ['Not given']],
      ['Description', ['In a paper bag.', 'Keep dry.']],
    ])
  })

  it('read a name no label knows as it is, and never an object property as a label', () => {
    const sections = answerSections(i18n, detail('productRegistration', { toString: 'x' }), {
      labels: {},
    })
    expect(table(sections)).toEqual([['toString', ['x']]])
  })
})
