/**
 * A claim's steps: the claimant reads on the status check that the decision is emailed to them;
 * the member reads on their own page that it is emailed to whoever made the claim, who is often a
 * relative, not the member.
 */
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { StatusAnswer } from '../../../shared/contracts/status'
import { ClaimSteps } from './ClaimSteps'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

const pending: StatusAnswer = {
  reference: 'CL-2026-ABCDEFGH',
  kind: 'claim',
  status: 'PENDING',
  submittedAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  claim: { documents: 2, documentsVerified: 1 },
} as StatusAnswer

const show = (onMembersPage: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <ClaimSteps answer={pending} onMembersPage={onMembersPage} />
    </I18nProvider>,
  )

describe('a pending claim’s steps', () => {
  it('tell the claimant the decision is emailed to them', () => {
    show(false)
    expect(screen.getByRole('list').textContent).toContain(
      'We email you when the claim is decided.',
    )
  })

  it('tell the member it is emailed to the person who made the claim', () => {
    show(true)
    const steps = screen.getByRole('list').textContent
    expect(steps).toContain('We email the person who made the claim when it is decided.')
    expect(steps).not.toContain('We email you')
    expect(steps).toContain('1 of 2 documents checked so far')
  })
})
