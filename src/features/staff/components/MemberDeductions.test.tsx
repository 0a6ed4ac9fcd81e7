/**
 * A member's premiums as staff read them on the member's page: before any schedule is imported
 * the page says why there is nothing, rather than an empty table; then each month in words,
 * a short or missing month said in words (never by colour alone), and where the cover stands.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatCurrency } from '../../../shared/dates'
import type { DeductionStanding } from '../../../shared/insurance/deductions'
import { MemberDeductions } from './MemberDeductions'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const pula = (amount: number) => formatCurrency(amount, 'en')

const show = (deductions: DeductionStanding) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemberDeductions deductions={deductions} />
    </I18nProvider>,
  )

describe('a member’s deductions on their staff page', () => {
  it('say that none are imported yet, with no empty table', () => {
    show({ months: [], monthsBehind: 0, standing: 'in-force' })
    const section = screen.getByRole('region', { name: 'Deductions' })
    expect(section.textContent).toContain('No deductions imported yet for this member')
    expect(within(section).queryByRole('table')).toBeNull()
  })

  it('list each month with what was due and received, and say which fell short', () => {
    show({
      months: [
        { month: '2026-09', due: 126, received: null, state: 'awaited' },
        { month: '2026-08', due: 126, received: null, state: 'missing' },
        { month: '2026-07', due: 126, received: 100, state: 'short' },
        { month: '2026-06', due: 126, received: 126, state: 'paid' },
      ],
      monthsBehind: 2,
      standing: 'at-risk',
    })
    const section = screen.getByRole('region', { name: 'Deductions' })
    expect(section.textContent).toContain(
      'The cover is at risk of lapsing. 2 months in a row without the full premium.',
    )
    const table = within(section).getByRole('table', { name: 'Premiums by month, newest first' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['September 2026', pula(126), 'None', 'Awaited: that month’s schedule is not imported yet'],
      ['August 2026', pula(126), 'None', '✗ Missing: not in that month’s schedule'],
      ['July 2026', pula(126), pula(100), `! Short by ${pula(26)}`],
      ['June 2026', pula(126), pula(126), '✓ Paid'],
    ])
  })
})
