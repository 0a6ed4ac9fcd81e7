import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearMessages, messagesStore } from '../../../gateway/status'
import { readHistory } from '../history'
import { PromotionCheck } from './PromotionCheck'
import { QrPromotion } from './QrPromotion'
import { answerWith, renderPage, sentJson } from './testing'

beforeEach(() => {
  clearMessages()
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

const genuine = {
  verdict: 'genuine',
  promotion: {
    code: 'PRM2026',
    promo: 'WINTER',
    title: 'Winter cash draw',
    organiser: 'Sample Stores',
    startsAt: '2026-06-01',
    endsAt: '2026-08-31',
    status: 'RUNNING',
  },
}

describe('Verify Promotion', () => {
  it('checks a code and a promo, and offers the QR scanner', async () => {
    const fetchMock = answerWith({ data: genuine })
    const user = userEvent.setup()
    await renderPage(PromotionCheck)
    expect(screen.getByRole('button', { name: 'Scan QR code' })).toBeTruthy()
    await user.type(screen.getByLabelText('Promotion code'), 'prm2026')
    await user.type(screen.getByLabelText('Promo name'), 'winter')
    await user.click(screen.getByRole('button', { name: 'Check promotion' }))
    const heading = await screen.findByRole('heading', {
      name: 'This promotion is on the register',
    })
    expect(within(heading.closest('section')!).getByText('Winter cash draw')).toBeTruthy()
    expect(sentJson(fetchMock)).toEqual({ code: 'PRM2026', promo: 'WINTER' })
    expect(readHistory()[0]).toMatchObject({ kind: 'promotion', input: 'PRM2026 / WINTER' })
  })

  it('names each field in its errors', async () => {
    answerWith({ data: genuine })
    const user = userEvent.setup()
    await renderPage(PromotionCheck)
    await user.click(screen.getByRole('button', { name: 'Check promotion' }))
    const summary = await screen.findByRole('alert')
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Enter the code', 'Enter the promo name'])
  })
})

describe('the QR route', () => {
  it('checks on arrival and warns about an ended promotion', async () => {
    const fetchMock = answerWith({ data: { verdict: 'flagged', promotion: genuine.promotion } })
    await renderPage(() => <QrPromotion code="prm2025" promo="summer" />)
    const heading = await screen.findByRole('heading', {
      name: 'This promotion has ended or been reported',
    })
    expect(heading.closest('section')!.className).toContain('card--warning')
    expect(sentJson(fetchMock)).toEqual({ code: 'PRM2025', promo: 'SUMMER' })
  })

  it('never sends a code that is not in our form', async () => {
    const fetchMock = answerWith({ data: genuine })
    await renderPage(() => <QrPromotion code="<script>" promo="x" />)
    expect(
      await screen.findByRole('heading', { name: 'This QR code cannot be checked' }),
    ).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers to try again after a network failure', async () => {
    answerWith(new TypeError('Failed to fetch'), { data: genuine })
    const user = userEvent.setup()
    await renderPage(() => <QrPromotion code="PRM2026" promo="WINTER" />)
    const retry = await screen.findByRole('button', { name: 'Try again' })
    await waitFor(() => expect(messagesStore.getSnapshot()).toHaveLength(1))
    await user.click(retry)
    expect(
      await screen.findByRole('heading', { name: 'This promotion is on the register' }),
    ).toBeTruthy()
  })
})
