/**
 * What the status check shows: the kind's own words for a decision, the officer's note, and an
 * approved exclusion's dates in words with the way to make it longer.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { StatusAnswer } from '../check-status'
import StatusResult from './StatusResult'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const answer = (patch: Partial<StatusAnswer>): StatusAnswer => ({
  reference: 'RP-7K3M9Q2P',
  kind: 'report',
  status: 'PENDING',
  submittedAt: '2026-05-04T08:00:00.000Z',
  updatedAt: '2026-05-06T09:30:00.000Z',
  ...patch,
})

const show = (found: StatusAnswer) =>
  render(
    <I18nProvider i18n={i18n}>
      <StatusResult found={found} idNumber="123456789" />
    </I18nProvider>,
  ).container.textContent!

describe('a status check’s answer', () => {
  it('says a decided report was looked into and closed, never approved, with the note', () => {
    const text = show(answer({ status: 'APPROVED', applicantNote: 'An inspector visited.' }))
    expect(text).toContain('Report of illegal gambling')
    expect(text).toContain('Looked into and closed: action taken')
    expect(text).not.toMatch(/approved/i)
    expect(screen.getByRole('heading', { name: 'Note from the officer' })).toBeTruthy()
    expect(text).toContain('An inspector visited.')
  })

  it('says what a refused self-exclusion means and that it can be appealed', () => {
    const text = show(
      answer({ reference: 'EX-7K3M9Q2P', kind: 'exclusion-self', status: 'REJECTED' }),
    )
    expect(text).toContain('Not approved: you are not excluded')
    expect(screen.getByRole('heading', { name: 'What you can do next' })).toBeTruthy()
    expect(text).toContain('you can appeal')
    expect(screen.queryByRole('heading', { name: 'Note from the officer' })).toBeNull()
  })

  it('says an approved exclusion’s dates in words, and offers to make it longer', () => {
    const text = show(
      answer({
        reference: 'EX-7K3M9Q2P',
        kind: 'exclusion-self',
        status: 'APPROVED',
        startsOn: '2099-03-03',
        endsOn: '2100-03-02',
        period: 'P1Y',
      }),
    )
    expect(text).toContain(
      'You are excluded from every licensed gambling facility from 3 March 2099 until 2 March 2100.',
    )
    expect(text).toContain('Period applied for: 1 year')
    expect(screen.getByRole('group', { name: 'Make the exclusion longer' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: '6 months' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Extend the exclusion' })).toBeTruthy()
  })

  it('speaks of the person excluded in a third-party exclusion', () => {
    const text = show(
      answer({
        reference: 'EX-7K3M9Q2P',
        kind: 'exclusion-third-party',
        status: 'APPROVED',
        startsOn: '2099-08-31',
        endsOn: '2100-02-28',
        period: 'P6M',
      }),
    )
    expect(text).toContain(
      'The person is excluded from every licensed gambling facility from 31 August 2099 until 28 February 2100.',
    )
  })

  it('says an exclusion that has ended has ended, and offers no extension', () => {
    const text = show(
      answer({
        reference: 'EX-7K3M9Q2P',
        kind: 'exclusion-self',
        status: 'APPROVED',
        startsOn: '2020-03-03',
        endsOn: '2020-09-02',
        period: 'P6M',
      }),
    )
    expect(text).toContain(
      'The exclusion lasted from 3 March 2020 until 2 September 2020. It has ended.',
    )
    expect(screen.queryByRole('button', { name: 'Extend the exclusion' })).toBeNull()
  })

  it('shows no dates for an exclusion approved before periods existed', () => {
    const text = show(
      answer({ reference: 'EX-7K3M9Q2P', kind: 'exclusion-self', status: 'APPROVED' }),
    )
    expect(text).toContain('Gambling places must refuse you entry while the exclusion lasts.')
    expect(text).not.toContain('until')
    expect(screen.queryByRole('button', { name: 'Extend the exclusion' })).toBeNull()
  })
})
