/** What the status check shows: the kind's own words for a decision, and the officer's note. */
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
      <StatusResult found={found} />
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
})
