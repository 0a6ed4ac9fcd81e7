/**
 * What the status check shows: the kind's own words for a decision, the officer's note, and an
 * approved exclusion's dates in words with the way to make it longer.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
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

describe('a cancellation’s answer', () => {
  const cancel = (patch: Partial<StatusAnswer>) =>
    answer({ reference: 'EX-9C4N7R2T', kind: 'exclusion-cancel', ...patch })

  it('says when an approved one takes effect, and withdraws it only after asking again', () => {
    const text = show(cancel({ status: 'APPROVED', effectiveOn: '2099-03-10' }))
    expect(text).toContain(
      'Your cancellation takes effect on 10 March 2099; until then you can withdraw it.',
    )
    expect(text).toContain('Approved: not yet in effect')
    // Not the words of a cancellation in effect.
    expect(text).not.toContain('the exclusion has ended')
    expect(text).not.toContain('no longer have to refuse you')
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the cancellation' }))
    expect(screen.getByRole('heading', { name: 'Withdraw the cancellation?' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Withdraw the cancellation' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }))
    expect(screen.queryByRole('heading', { name: 'Withdraw the cancellation?' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Withdraw the cancellation' })).toBeTruthy()
  })

  it('offers to withdraw a pending one', () => {
    const text = show(cancel({ status: 'PENDING' }))
    expect(text).toContain('you can withdraw this application')
    expect(screen.getByRole('button', { name: 'Withdraw the cancellation' })).toBeTruthy()
  })

  it('says one in effect has taken effect, with nothing to withdraw', () => {
    const text = show(cancel({ status: 'APPROVED', effectiveOn: '2020-03-10' }))
    expect(text).toContain('Your cancellation took effect on 10 March 2020.')
    expect(text).toContain('Approved: the exclusion has ended')
    expect(screen.queryByRole('button', { name: 'Withdraw the cancellation' })).toBeNull()
  })

  it('says a withdrawn one was withdrawn and the exclusion goes on', () => {
    const text = show(cancel({ status: 'PENDING', withdrawnAt: '2099-03-05T10:00:00.000Z' }))
    expect(text).toContain('Withdrawn by you')
    expect(text).toContain('Your exclusion goes on as before.')
    expect(screen.queryByRole('button', { name: 'Withdraw the cancellation' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'What you can do next' })).toBeNull()
  })

  it('offers nothing to withdraw on a refused one', () => {
    show(cancel({ status: 'REJECTED' }))
    expect(screen.queryByRole('button', { name: 'Withdraw the cancellation' })).toBeNull()
  })

  it('says on the exclusion that a cancellation takes effect, and offers no extension', () => {
    const text = show(
      answer({
        reference: 'EX-7K3M9Q2P',
        kind: 'exclusion-self',
        status: 'APPROVED',
        startsOn: '2098-03-03',
        endsOn: '2100-03-02',
        period: 'P2Y',
        effectiveOn: '2099-03-10',
      }),
    )
    expect(text).toContain(
      'A cancellation of this exclusion takes effect on 10 March 2099. Until then the exclusion holds: its last day is 9 March 2099, unless the cancellation is withdrawn.',
    )
    expect(screen.queryByRole('button', { name: 'Extend the exclusion' })).toBeNull()
  })

  it('says an exclusion whose cancellation took effect has ended', () => {
    const text = show(
      answer({
        reference: 'EX-7K3M9Q2P',
        kind: 'exclusion-self',
        status: 'APPROVED',
        startsOn: '2019-03-03',
        endsOn: '2021-03-02',
        period: 'P2Y',
        effectiveOn: '2020-03-10',
      }),
    )
    expect(text).toContain(
      'The exclusion lasted from 3 March 2019 until 9 March 2020. It was cancelled from 10 March 2020.',
    )
    expect(text).toContain('Approved; the exclusion has ended')
  })
})
